-- Dictionaries shared by every tenant: occupation and region trees, flat dictionaries, banks and
-- their card BINs, and the option lists of select rows. Operators maintain them; buyers only read.

-- The occupation tree of the insurers' occupation classification: level 1 major group (2-digit
-- code), level 2 middle group (4-digit), level 3 occupation (7-digit) carrying the risk category 1-7.
CREATE TABLE occupations (
  code text PRIMARY KEY,
  parent_code text REFERENCES occupations(code),
  level smallint NOT NULL CHECK (level BETWEEN 1 AND 3),
  name text NOT NULL,
  category smallint CHECK (category BETWEEN 1 AND 7),
  sort_order integer NOT NULL,
  CHECK ((level = 1) = (parent_code IS NULL)),
  CHECK ((level = 3) = (category IS NOT NULL))
);
CREATE INDEX occupations_parent_idx ON occupations (parent_code);

-- Province, prefecture-level city and district/county, keyed by the GB/T 2260 six-digit code.
CREATE TABLE regions (
  code text PRIMARY KEY CHECK (code ~ '^[0-9]{6}$'),
  parent_code text REFERENCES regions(code),
  level smallint NOT NULL CHECK (level BETWEEN 1 AND 3),
  name text NOT NULL,
  sort_order integer NOT NULL,
  CHECK ((level = 1) = (parent_code IS NULL))
);
CREATE INDEX regions_parent_idx ON regions (parent_code);

-- Flat dictionaries read by queryDictList (country, certiType, ...).
CREATE TABLE dictionary_items (
  dict_type text NOT NULL,
  value text NOT NULL,
  label text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  remark text,
  sort_order integer NOT NULL,
  PRIMARY KEY (dict_type, value)
);

CREATE TABLE banks (
  code text PRIMARY KEY,
  name text NOT NULL,
  sort_order integer NOT NULL
);

-- Issuer identification numbers: the leading digits of a card number name its bank; the longest
-- matching prefix wins.
CREATE TABLE bank_card_bins (
  bin text PRIMARY KEY CHECK (bin ~ '^[0-9]{4,10}$'),
  bank_code text NOT NULL REFERENCES banks(code),
  card_type text NOT NULL,
  card_name text
);

-- Option lists of select rows, by option type and field code; holder_type '1' person, '2' company,
-- '*' either.
CREATE TABLE select_options (
  option_type text NOT NULL,
  option_code text NOT NULL,
  holder_type text NOT NULL CHECK (holder_type IN ('1', '2', '*')),
  value text NOT NULL,
  label text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL,
  PRIMARY KEY (option_type, option_code, holder_type, value)
);

-- Where a tenant sells a goods: when a goods has rows here, its region tree keeps only these
-- regions (with everything under them and the path above them).
CREATE TABLE goods_sale_regions (
  tenant_code text NOT NULL REFERENCES tenants(code),
  goods_id text NOT NULL,
  region_code text NOT NULL REFERENCES regions(code),
  PRIMARY KEY (tenant_code, goods_id, region_code)
);
