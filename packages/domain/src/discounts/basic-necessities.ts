/**
 * The categories of basic necessities and prime commodities (the Price Act's list as DTI–DA–DOE JAO 24-02 applies
 * it, decision 038) an operator files a qualifying product under in the console. The seed's shelves use the same
 * words (tools/seed/src/catalog/basic-necessities.ts).
 */
export const BASIC_NECESSITY_CATEGORIES = [
  'Rice and corn',
  'Bread',
  'Canned fish and other marine products',
  'Processed milk',
  'Coffee',
  'Sugar',
  'Cooking oil',
  'Salt',
  'Eggs',
  'Laundry soap and detergent',
  'Locally manufactured instant noodles',
  'Condiments (salt, vinegar, soy sauce)',
  'Fresh fish',
  'Pork',
  'Beef',
  'Poultry',
  'Vegetables',
  'Root crops',
] as const;
export type BasicNecessityCategory = (typeof BASIC_NECESSITY_CATEGORIES)[number];
