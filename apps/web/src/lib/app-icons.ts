/** The PNG icons of the web manifest (issue 8), drawn from public/icon.svg by app/icons/[name]/route.tsx. */
export const ICON_SIZES = [64, 128, 192, 256, 384, 512] as const;
export const MASKABLE_SIZES = [192, 512] as const;

export interface AppIcon {
  name: string;
  size: number;
  maskable: boolean;
}

export const APP_ICONS: readonly AppIcon[] = [
  ...ICON_SIZES.map((size) => ({ name: `icon-${size}.png`, size, maskable: false })),
  ...MASKABLE_SIZES.map((size) => ({ name: `maskable-${size}.png`, size, maskable: true })),
];

export function appIcon(name: string): AppIcon | undefined {
  return APP_ICONS.find((i) => i.name === name);
}

/** Background of the app (splash screen, maskable icons): the site's page colour. */
export const APP_BACKGROUND = '#F7F3EC';
