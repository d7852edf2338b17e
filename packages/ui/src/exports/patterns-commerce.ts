// Product patterns: order tables, consumption records, cart table, payment result.
export {};
