// Types of the parts of scripts/page-fonts.mjs its unit test uses.
export declare const PAGE_FONT_FAMILY: string;
export declare const INTER_CUT_FAMILY: string;
export declare function latinCharacters(text: string): string[];
export declare function chineseCharacters(text: string): string[];
export declare function unicodeRange(characters: string[]): string;
export declare function createPageFonts(dist: string): Promise<{
  linksFor(body: string, cssFiles: string[], lateText?: string): Promise<string>;
}>;
