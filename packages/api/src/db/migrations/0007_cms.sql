-- The CMS (docs/rules/cms.md): banners, packages, the company profile, contact info, uploaded
-- images, and the version stamp that tells every API instance when the public landing content
-- changed. Display order is `sort_order` (ORDER is a keyword); optional text is '' when empty.

CREATE TABLE cms_banners (
  id          uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  title       text        NOT NULL CONSTRAINT cms_banners_title_check CHECK (length(title) BETWEEN 1 AND 200),
  description text        NOT NULL CONSTRAINT cms_banners_description_check CHECK (length(description) BETWEEN 1 AND 5000),
  image       text        NOT NULL CONSTRAINT cms_banners_image_check CHECK (length(image) BETWEEN 1 AND 2048),
  details     text        NOT NULL DEFAULT '' CONSTRAINT cms_banners_details_check CHECK (length(details) <= 5000),
  link        text        NOT NULL DEFAULT '' CONSTRAINT cms_banners_link_check CHECK (length(link) <= 2048),
  sort_order  integer     NOT NULL DEFAULT 0 CONSTRAINT cms_banners_sort_order_check CHECK (sort_order >= 0),
  is_active   boolean     NOT NULL DEFAULT true,
  created_by  text,
  updated_by  text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
-- The CMS list (by order, then oldest first) and the landing page (active ones only, capped).
CREATE INDEX cms_banners_sort_order_idx ON cms_banners (sort_order, created_at, id);
CREATE INDEX cms_banners_active_idx ON cms_banners (sort_order, created_at, id) WHERE is_active;

CREATE TABLE cms_packages (
  id             uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  name           text        NOT NULL CONSTRAINT cms_packages_name_check CHECK (length(name) BETWEEN 1 AND 200),
  speed          text        NOT NULL CONSTRAINT cms_packages_speed_check CHECK (length(speed) BETWEEN 1 AND 200),
  -- Whole rupiah.
  price          bigint      NOT NULL CONSTRAINT cms_packages_price_check CHECK (price > 0),
  original_price bigint      CONSTRAINT cms_packages_original_price_check CHECK (original_price > 0),
  -- A JSON array of strings (docs/rules/cms.md#records).
  features       jsonb       NOT NULL DEFAULT '[]'
                             CONSTRAINT cms_packages_features_check CHECK (jsonb_typeof(features) = 'array'),
  category       text        NOT NULL
                             CONSTRAINT cms_packages_category_check CHECK (category IN ('Rumahan', 'Bisnis', 'Enterprise')),
  is_popular     boolean     NOT NULL DEFAULT false,
  is_active      boolean     NOT NULL DEFAULT true,
  sort_order     integer     NOT NULL DEFAULT 0 CONSTRAINT cms_packages_sort_order_check CHECK (sort_order >= 0),
  -- Sold online (docs/rules/payments.md#packages-sold-online): the router that provisions it and
  -- the PPP profile a buyer gets. Deleting the router stops selling the package, nothing more.
  router_id      uuid        CONSTRAINT cms_packages_router_id_fkey REFERENCES routers (id) ON DELETE SET NULL,
  ppp_profile    text        CONSTRAINT cms_packages_ppp_profile_check CHECK (length(ppp_profile) BETWEEN 1 AND 100),
  duration_days  integer     NOT NULL DEFAULT 30
                             CONSTRAINT cms_packages_duration_days_check CHECK (duration_days BETWEEN 1 AND 3650),
  created_by     text,
  updated_by     text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT cms_packages_sold_online_check CHECK (router_id IS NULL OR ppp_profile IS NOT NULL)
);
CREATE INDEX cms_packages_sort_order_idx ON cms_packages (sort_order, created_at, id);
CREATE INDEX cms_packages_active_idx ON cms_packages (sort_order, created_at, id) WHERE is_active;
-- A router's delete sets its packages' router_id to NULL: this finds them.
CREATE INDEX cms_packages_router_id_idx ON cms_packages (router_id) WHERE router_id IS NOT NULL;

-- One record (docs/rules/cms.md#screens): the unique index on a constant lets a second row in
-- never, whichever instance tries.
CREATE TABLE cms_company_profile (
  id           uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  company_name text        NOT NULL CONSTRAINT cms_company_profile_company_name_check CHECK (length(company_name) BETWEEN 1 AND 200),
  description  text        NOT NULL CONSTRAINT cms_company_profile_description_check CHECK (length(description) BETWEEN 1 AND 5000),
  vision       text        NOT NULL DEFAULT '',
  mission      text        NOT NULL DEFAULT '',
  address      text        NOT NULL DEFAULT '',
  phone        text        NOT NULL DEFAULT '',
  email        text        NOT NULL DEFAULT '',
  website      text        NOT NULL DEFAULT '',
  logo         text        NOT NULL DEFAULT '',
  hero_image   text        NOT NULL DEFAULT '',
  -- [{ label, value }] and { platform: url }.
  stats        jsonb       NOT NULL DEFAULT '[]'
                           CONSTRAINT cms_company_profile_stats_check CHECK (jsonb_typeof(stats) = 'array'),
  social_media jsonb       NOT NULL DEFAULT '{}'
                           CONSTRAINT cms_company_profile_social_media_check CHECK (jsonb_typeof(social_media) = 'object'),
  created_by   text,
  updated_by   text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX cms_company_profile_one_key ON cms_company_profile ((true));

CREATE TABLE cms_contact_info (
  id          uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  type        text        NOT NULL
                          CONSTRAINT cms_contact_info_type_check CHECK (type IN ('phone', 'email', 'address', 'hours', 'whatsapp', 'social')),
  title       text        NOT NULL CONSTRAINT cms_contact_info_title_check CHECK (length(title) BETWEEN 1 AND 200),
  value       text        NOT NULL CONSTRAINT cms_contact_info_value_check CHECK (length(value) BETWEEN 1 AND 200),
  icon        text        NOT NULL DEFAULT '' CONSTRAINT cms_contact_info_icon_check CHECK (length(icon) <= 100),
  sort_order  integer     NOT NULL DEFAULT 0 CONSTRAINT cms_contact_info_sort_order_check CHECK (sort_order >= 0),
  is_active   boolean     NOT NULL DEFAULT true,
  created_by  text,
  updated_by  text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cms_contact_info_sort_order_idx ON cms_contact_info (sort_order, created_at, id);
CREATE INDEX cms_contact_info_active_idx ON cms_contact_info (sort_order, created_at, id) WHERE is_active;

-- Uploaded images (docs/rules/cms.md#images), in the database rather than DATA_DIR: every API
-- instance serves every upload, and a backup of the database holds them. `name` is random and
-- the bytes never change, so they are served with a year's cache.
CREATE TABLE cms_uploads (
  id           uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  name         text        NOT NULL CONSTRAINT cms_uploads_name_check CHECK (length(name) BETWEEN 1 AND 100),
  content_type text        NOT NULL
                           CONSTRAINT cms_uploads_content_type_check CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
  width        integer     NOT NULL CONSTRAINT cms_uploads_width_check CHECK (width > 0),
  height       integer     NOT NULL CONSTRAINT cms_uploads_height_check CHECK (height > 0),
  bytes        integer     NOT NULL CONSTRAINT cms_uploads_bytes_check CHECK (bytes > 0),
  sha256       text        NOT NULL,
  data         bytea       NOT NULL,
  created_by   text,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX cms_uploads_name_key ON cms_uploads (name);

-- The landing content's version: every statement that changes a CMS table bumps it, in the same
-- transaction. Each instance compares it with the version of its cached answer on every
-- `GET /public/landing` (one primary-key read), so a save is never served stale by any instance.
CREATE TABLE cms_state (
  id         boolean     PRIMARY KEY DEFAULT true CONSTRAINT cms_state_id_check CHECK (id),
  version    bigint      NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO cms_state (id) VALUES (true);

CREATE FUNCTION cms_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE cms_state SET version = version + 1, updated_at = now() WHERE id;
  RETURN NULL;
END;
$$;

CREATE TRIGGER cms_banners_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cms_banners
  FOR EACH STATEMENT EXECUTE FUNCTION cms_bump_version();
CREATE TRIGGER cms_packages_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cms_packages
  FOR EACH STATEMENT EXECUTE FUNCTION cms_bump_version();
CREATE TRIGGER cms_company_profile_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cms_company_profile
  FOR EACH STATEMENT EXECUTE FUNCTION cms_bump_version();
CREATE TRIGGER cms_contact_info_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cms_contact_info
  FOR EACH STATEMENT EXECUTE FUNCTION cms_bump_version();
