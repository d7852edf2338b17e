// Product patterns: folder tree, scene list and cover views, scene search bar.
export {};
