export const DRAWER_WIDTH = 280;
