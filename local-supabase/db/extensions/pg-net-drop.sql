-- `drop extension pg_net` for local-supabase's pg_net (pg-net.sql): every object it created, without
-- CASCADE, so that an object of the project that depends on one of them stops the drop, as it stops
-- Postgres' DROP EXTENSION.
drop function
  net.http_collect_response(bigint, boolean),
  net._http_collect_response(bigint, boolean),
  net.http_delete(text, jsonb, jsonb, integer, jsonb),
  net.http_post(text, jsonb, jsonb, jsonb, integer),
  net.http_get(text, jsonb, jsonb, integer),
  net._await_response(bigint),
  net.wake(),
  net.wait_until_running(),
  net.worker_restart(),
  net.check_worker_is_up(),
  net._encode_url_with_params_array(text, text[]),
  net._urlencode_string(varchar);
drop type net.http_response_result, net.http_response, net.request_status;
drop table net._http_response, net.http_request_queue;
drop domain net.http_method;
drop schema net;
