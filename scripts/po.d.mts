// Types of the parts of scripts/po.mjs its unit test uses.
export declare const catalogueDir: string;
export declare const localesOf: string[];
export declare function catalogueFiles(locale: string): string[];
export declare function readPo(file: string): {
  items: { msgid: string; msgctxt?: string | null; msgstr: string[]; obsolete: boolean }[];
};
