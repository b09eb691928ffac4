export type Database = any; // replaced by npm run gen:types
