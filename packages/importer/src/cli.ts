#!/usr/bin/env node
import { importCommand } from './command.js';

importCommand(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`import failed: ${(error as Error).message ?? error}`);
    process.exit(1);
  },
);
