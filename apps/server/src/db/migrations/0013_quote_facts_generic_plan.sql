-- app_quote_facts runs one statement of nine subqueries on every quote. PL/pgSQL re-planned it
-- on each call (custom plans for its parameters: ~0.3 ms of database CPU per quote); its plan
-- does not depend on the values (every filter is an equality on indexed columns), so the
-- generic plan is kept for the life of the connection (~0.08 ms per quote).
ALTER FUNCTION app_quote_facts(integer, integer, text[], text[]) SET plan_cache_mode = force_generic_plan;
