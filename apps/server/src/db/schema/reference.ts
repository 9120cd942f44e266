import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameVi: text('name_vi').notNull(),
  nameZh: text('name_zh').notNull(),
  callingCode: text('calling_code').notNull(),
});

export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  symbol: text('symbol').notNull(),
  nameEn: text('name_en').notNull(),
  nameVi: text('name_vi').notNull(),
  nameZh: text('name_zh').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Units of measure, business types, revenue bands, employee bands: kind + code + three labels. */
export const referenceOptions = pgTable(
  'reference_options',
  {
    kind: text('kind').notNull(),
    code: text('code').notNull(),
    labelEn: text('label_en').notNull(),
    labelVi: text('label_vi').notNull(),
    labelZh: text('label_zh').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('reference_options_kind_idx').on(t.kind, t.sortOrder)],
);

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    parentId: integer('parent_id'),
    level: integer('level').notNull(),
    nameEn: text('name_en').notNull(),
    nameVi: text('name_vi').notNull(),
    nameZh: text('name_zh').notNull(),
    image: text('image'),
    isPopular: boolean('is_popular').notNull().default(false),
    /** Featured as a category of the month when set (lower is earlier). */
    monthlyRank: integer('monthly_rank'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.sortOrder)],
);

/** Attribute fields a product form asks for, per top-level category (null: the default set). */
export const productAttributeFields = pgTable(
  'product_attribute_fields',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id'),
    fieldname: text('fieldname').notNull(),
    labelEn: text('label_en').notNull(),
    labelVi: text('label_vi').notNull(),
    labelZh: text('label_zh').notNull(),
    fieldtype: text('fieldtype').notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    required: boolean('required').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_attribute_fields_category_idx').on(t.categoryId)],
);
