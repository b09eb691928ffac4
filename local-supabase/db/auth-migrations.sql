-- GoTrue's later schema migrations: tables it adds on top of bootstrap.sql's core. GoTrue applies
-- its migrations when it starts, so local-supabase runs this file at every start (idempotent),
-- also on data directories created before a table was added here.
set role supabase_auth_admin;

-- The authentication methods behind each session, the JWT's `amr` claim.
create table if not exists auth.mfa_amr_claims (
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid not null constraint amr_id_pk primary key,
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
);
alter table auth.mfa_amr_claims enable row level security;

reset role;

grant all on all tables in schema auth to postgres;
