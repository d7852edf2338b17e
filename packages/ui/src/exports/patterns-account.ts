// Product patterns: account forms (password, profile, addresses, folder name), camera cards and the membership card.
export {};
