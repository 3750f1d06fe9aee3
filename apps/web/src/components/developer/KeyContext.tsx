'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';

interface KeyState {
  /** The key typed (or just issued) on this page; never stored. */
  typed: string;
  setTyped: (key: string) => void;
}

const Ctx = createContext<KeyState>({ typed: '', setTyped: () => {} });

/** Shares the typed API key between the key field, the forms and the curl examples. */
export function KeyProvider({ children }: { children: ReactNode }) {
  const [typed, setTyped] = useState('');
  return <Ctx.Provider value={{ typed, setTyped }}>{children}</Ctx.Provider>;
}

export const useTypedKey = () => useContext(Ctx);
