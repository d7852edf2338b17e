// Types of the parts of scripts/po.mjs its unit test uses.
export declare function rootedReferences(text: string): string;
