// Export list of this component group (see index.ts).
export {};
