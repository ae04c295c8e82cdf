/** One file of an import: its name as shown to the author, and its parsed JSON. */
export interface ContentFile {
  path: string;
  json: unknown;
}

/** One problem in one file: the item is its key when it has one, else its place ('sections[0].items[2]'). */
export interface ContentError {
  file: string;
  item: string;
  field: string;
  message: string;
}
