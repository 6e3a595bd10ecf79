/**
 * The 4×6-in label's grid in PDF points (72 per inch), shared by the PDF and ZPL renderers so
 * both print the same thing in the same place. ZPL converts with `dots()`.
 */
export const LABEL_WIDTH = 288;
export const LABEL_HEIGHT = 432;
/** The frame sits inside the label so a printer's unprintable edge never eats it. */
export const FRAME = 6;
export const LEFT = 12;
export const RIGHT = LABEL_WIDTH - 12;
export const CONTENT = RIGHT - LEFT;
/** Bottom edge of each section, top to bottom; the recipient gets the most room. */
export const ROWS = {
  header: 52,
  sender: 134,
  recipient: 260,
  barcode: 340,
  bottom: LABEL_HEIGHT - FRAME,
};
/** Where the sender's column ends and the date/shipment/type column starts. */
export const SENDER_SPLIT = 198;
export const BARCODE_HEIGHT = 52;

/** Points to 203-dpi printer dots. */
export const dots = (pt: number): number => Math.round((pt * 203) / 72);

/** One dot of a 203-dpi thermal printer, in points. */
export const DOT = 72 / 203;
