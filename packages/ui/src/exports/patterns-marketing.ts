// Product patterns: marketing page sections, product specification blocks and illustrations.
export {};
