-- Catalogue change notices. Every instance keeps what buyers read most (tenants, published templates,
-- products, plans and rate tables) in memory, and forgets it when a notice on the channel
-- catalogue_changes says a row it was read from changed, on this instance or another (LISTEN/NOTIFY;
-- see server/catalogue). A notice is sent at commit, once per table and transaction, and names the
-- table. Changing these tables by hand in SQL reaches the caches the same way.
CREATE FUNCTION notify_catalogue_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('catalogue_changes', TG_TABLE_NAME); RETURN NULL; END $$;

-- Draft saves change templates all the time and publish nothing: only a new published version, or a
-- template added or removed, changes what buyers read.
CREATE TRIGGER templates_catalogue_change AFTER UPDATE OF latest_version ON templates FOR EACH ROW WHEN (OLD.latest_version IS DISTINCT FROM NEW.latest_version) EXECUTE FUNCTION notify_catalogue_change();

CREATE TRIGGER templates_catalogue_added AFTER INSERT OR DELETE ON templates FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();

CREATE TRIGGER template_versions_catalogue_change AFTER INSERT ON template_versions FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();

CREATE TRIGGER tenants_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tenants FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();

CREATE TRIGGER goods_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON goods FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();

CREATE TRIGGER plans_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plans FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();

CREATE TRIGGER plan_packages_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plan_packages FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();

CREATE TRIGGER rate_tables_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rate_tables FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();

CREATE TRIGGER rate_table_rows_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rate_table_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();

CREATE TRIGGER products_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();

CREATE TRIGGER liabilities_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON liabilities FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();

CREATE TRIGGER liability_collocations_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON liability_collocations FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();

CREATE TRIGGER product_collocation_rules_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_collocation_rules FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();

CREATE TRIGGER plan_factors_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plan_factors FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();

CREATE TRIGGER plan_factor_links_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plan_factor_links FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();

CREATE TRIGGER goods_clauses_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON goods_clauses FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();

CREATE TRIGGER goods_insure_notices_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON goods_insure_notices FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();

CREATE TRIGGER goods_special_agreements_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON goods_special_agreements FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();

CREATE TRIGGER benefit_columns_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON benefit_columns FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();

CREATE TRIGGER cash_value_rates_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cash_value_rates FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();

CREATE TRIGGER promotions_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON promotions FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();

CREATE TRIGGER promotion_plans_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON promotion_plans FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
