// Product patterns: pricing table, membership benefits, distributor application, customer message.
export {};
