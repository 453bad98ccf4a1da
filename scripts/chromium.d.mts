export const CHROMIUM_PATH: string;
export const CHROMIUM_FLAGS: string[];
export function missingChromiumMessage(path?: string): string;
export function assertChromium(path?: string): string;
