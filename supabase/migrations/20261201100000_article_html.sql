-- Rich text: one HTML contract for an article body and a case's long sections.
--
-- `insights.conteudo` and `cases.problema` / `solucao` / `resultados` hold the HTML the visual
-- editor writes and the site renders: only the elements and attributes of
-- src/limits/article-html.ts (supabase/tests/limits-parity.test.ts proves the two lists agree):
--   p h2 h3 h4 strong em a[href] ul ol[start] li blockquote hr br figure figcaption
--   img[src alt width height data-media-id] figure[data-video-provider data-video-id]
-- `private.is_article_html(html)` checks every tag of a value (names, attributes; comments,
-- doctypes and processing instructions refused) and the columns' CHECKs use it, so a write that
-- went around the editor (REST, an RPC, a script) cannot store what the site would not render.
-- Attribute values (link schemes, video ids) are the sanitiser's job when the page is rendered.
--
-- Existing content is brought into the contract here:
--   * case sections were plain text rendered one paragraph per line: each non-blank line becomes
--     a `<p>` with its text escaped, in the cases, their revisions and their staged changes;
--   * article bodies were hand-written HTML: h1 becomes h2, h5/h6 h4, b strong, i em; a YouTube
--     or Vimeo <iframe> becomes the video figure; scripts, styles and other embedded code go with
--     their content; any other tag goes and its text stays; attributes outside the contract go.
--     Bodies already inside the contract are not touched.

------------------------------------------------------------------------------------------
-- The check
------------------------------------------------------------------------------------------
-- A tag: `<` then a letter, `/`, `!` or `?`, up to the `>` outside quotes (or the end of the value).
-- An attribute value: double-quoted, single-quoted or bare, as HTML parses it.
create function private.is_article_html(html text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select html is null or not exists (
    select 1
    from pg_catalog.regexp_matches(html, '<[A-Za-z/!?](?:[^>"'']|"[^"]*"|''[^'']*'')*>?', 'g') as m (token)
    where m.token[1] !~* (
      '^<(?:'
      || '/(?:p|h2|h3|h4|strong|em|a|ul|ol|li|blockquote|figure|figcaption)'
      || '|(?:p|h2|h3|h4|strong|em|ul|li|blockquote|figcaption)'
      || '|(?:hr|br)\s*/?'
      || '|a(?:\s+href(?:\s*=\s*(?:"[^"]*"|''[^'']*''|[^\s"''=<>`]+))?)*'
      || '|ol(?:\s+start(?:\s*=\s*(?:"[^"]*"|''[^'']*''|[^\s"''=<>`]+))?)*'
      || '|img(?:\s+(?:src|alt|width|height|data-media-id)(?:\s*=\s*(?:"[^"]*"|''[^'']*''|[^\s"''=<>`]+))?)*\s*/?'
      || '|figure(?:\s+(?:data-video-provider|data-video-id)(?:\s*=\s*(?:"[^"]*"|''[^'']*''|[^\s"''=<>`]+))?)*'
      || ')\s*>$'
    )
  )
$$;
comment on function private.is_article_html(text) is
  'Whether every tag of an article body or case section is one the rich-text contract allows (src/limits/article-html.ts).';

------------------------------------------------------------------------------------------
-- Case sections: plain text → paragraphs
------------------------------------------------------------------------------------------
-- One `<p>` per non-blank line (edges trimmed), text escaped; nothing left → null. The same split
-- the public page made when the sections were text.
create function private.text_to_paragraphs(body text)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.string_agg(
    '<p>' || replace(replace(replace(l.line, '&', '&amp;'), '<', '&lt;'), '>', '&gt;') || '</p>', ''
    order by l.n)
  from (
    select pg_catalog.regexp_replace(raw, '^\s+|\s+$', '', 'g') as line, n
    from pg_catalog.regexp_split_to_table(body, '\r\n|\r|\n') with ordinality as s (raw, n)
  ) as l
  where l.line <> ''
$$;

-- The case sections of a JSON object (a revision's data, staged fields), converted where present.
create function private.case_sections_to_paragraphs(fields jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select fields || coalesce(pg_catalog.jsonb_object_agg(
    k, pg_catalog.to_jsonb(private.text_to_paragraphs(fields ->> k))), '{}'::jsonb)
  from pg_catalog.unnest(array['problema', 'solucao', 'resultados']) as k
  where fields ? k and pg_catalog.jsonb_typeof(fields -> k) = 'string'
$$;

update public.cases set
  problema = private.text_to_paragraphs(problema),
  solucao = private.text_to_paragraphs(solucao),
  resultados = private.text_to_paragraphs(resultados)
where problema is not null or solucao is not null or resultados is not null;

update public.content_revisions set data = private.case_sections_to_paragraphs(data)
where subject = 'case';

update public.pending_changes set fields = private.case_sections_to_paragraphs(fields)
where subject = 'case';

drop function private.case_sections_to_paragraphs(jsonb);
drop function private.text_to_paragraphs(text);

------------------------------------------------------------------------------------------
-- Article bodies: hand-written HTML → the contract
------------------------------------------------------------------------------------------
create function private.to_article_html(html text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  token_pattern constant text := '<[A-Za-z/!?](?:[^>"'']|"[^"]*"|''[^'']*'')*>?';
  value_pattern constant text := '(?:\s*=\s*("[^"]*"|''[^'']*''|[^\s"''=<>`]+))?';
  allowed constant jsonb := '{
    "p": [], "h2": [], "h3": [], "h4": [], "strong": [], "em": [], "ul": [], "li": [],
    "blockquote": [], "figcaption": [], "hr": [], "br": [],
    "a": ["href"], "ol": ["start"], "img": ["src", "alt", "width", "height", "data-media-id"],
    "figure": ["data-video-provider", "data-video-id"]
  }';
  renames constant jsonb := '{"h1": "h2", "h5": "h4", "h6": "h4", "b": "strong", "i": "em"}';
  dropped_with_content constant text[] := array[
    'script', 'style', 'template', 'iframe', 'object', 'embed', 'svg', 'math', 'noscript', 'head', 'title'];
  -- Closing one of these ended a line of text: a space keeps the words apart.
  breaking constant text[] := array[
    'div', 'section', 'article', 'header', 'footer', 'aside', 'main', 'nav', 'table', 'thead',
    'tbody', 'tfoot', 'tr', 'td', 'th', 'caption', 'pre', 'dl', 'dt', 'dd', 'address'];
  tokens text[];
  texts text[];
  result text := '';
  skipping text;
  token text;
  head text[];
  name text;
  closing boolean;
  kept text;
  attribute text[];
  attr_value text;
  video text[];
begin
  if html is null or private.is_article_html(html) then
    return html;
  end if;
  select coalesce(pg_catalog.array_agg(m.token[1] order by m.n), '{}')
    into tokens
    from pg_catalog.regexp_matches(html, token_pattern, 'g') with ordinality as m (token, n);
  texts := pg_catalog.regexp_split_to_array(html, token_pattern);
  for i in 1 .. coalesce(pg_catalog.array_length(tokens, 1), 0) loop
    if skipping is null then
      result := result || texts[i];
    end if;
    token := tokens[i];
    head := pg_catalog.regexp_match(token, '^<(/?)([A-Za-z][A-Za-z0-9-]*)');
    if head is null then
      continue; -- a comment, doctype or processing instruction
    end if;
    closing := head[1] = '/';
    name := lower(head[2]);
    if skipping is not null then
      if closing and name = skipping then
        skipping := null;
      end if;
      continue;
    end if;
    if name = 'iframe' and not closing then
      video := pg_catalog.regexp_match(token,
        '\ssrc\s*=\s*["'']?https?://(?:www\.)?(?:youtube(?:-nocookie)?\.com/embed/([A-Za-z0-9_-]{11})|player\.vimeo\.com/video/([0-9]{1,12}))',
        'i');
      if video is not null then
        result := result || case
          when video[1] is not null then '<figure data-video-provider="youtube" data-video-id="' || video[1] || '"></figure>'
          else '<figure data-video-provider="vimeo" data-video-id="' || video[2] || '"></figure>'
        end;
      end if;
    end if;
    if name = any (dropped_with_content) then
      if not closing and token !~ '/\s*>$' then
        skipping := name;
      end if;
      continue;
    end if;
    name := coalesce(renames ->> name, name);
    if not allowed ? name then
      if closing and name = any (breaking) then
        result := result || ' ';
      end if;
      continue;
    end if;
    if closing then
      if name not in ('hr', 'br', 'img') then
        result := result || '</' || name || '>';
      end if;
      continue;
    end if;
    kept := '';
    for attribute in
      select a.match from pg_catalog.regexp_matches(
        pg_catalog.substr(token, pg_catalog.length(head[2]) + 2),
        '\s([A-Za-z_:][-A-Za-z0-9_:.]*)' || value_pattern, 'g') as a (match)
    loop
      if (allowed -> name) ? lower(attribute[1]) then
        attr_value := coalesce(attribute[2], '');
        if attr_value ~ '^["'']' then
          attr_value := pg_catalog.substr(attr_value, 2, pg_catalog.length(attr_value) - 2);
        end if;
        kept := kept || ' ' || lower(attribute[1]) || '="' || replace(attr_value, '"', '&quot;') || '"';
      end if;
    end loop;
    result := result || '<' || name || kept || '>';
  end loop;
  if skipping is null then
    result := result || coalesce(texts[coalesce(pg_catalog.array_length(tokens, 1), 0) + 1], '');
  end if;
  return result;
end
$$;

update public.insights set conteudo = private.to_article_html(conteudo)
where not private.is_article_html(conteudo);

drop function private.to_article_html(text);

------------------------------------------------------------------------------------------
-- The columns
------------------------------------------------------------------------------------------
-- The updates above queued the tables' deferred triggers; they run now, before the tables change.
set constraints all immediate;

-- A section as HTML takes more characters than as text (tags, escapes): 20 000 → 100 000.
alter table public.cases
  drop constraint cases_problema_check,
  drop constraint cases_solucao_check,
  drop constraint cases_resultados_check,
  add constraint cases_problema_check check (length(problema) <= 100000 and private.is_article_html(problema)),
  add constraint cases_solucao_check check (length(solucao) <= 100000 and private.is_article_html(solucao)),
  add constraint cases_resultados_check check (length(resultados) <= 100000 and private.is_article_html(resultados));

alter table public.insights
  drop constraint insights_conteudo_check,
  add constraint insights_conteudo_check check (length(conteudo) <= 200000 and private.is_article_html(conteudo));

-- Postgres checks EXECUTE on a check constraint's function as the writing role; anon writes no
-- content.
revoke all on function private.is_article_html(text) from public, anon, authenticated, service_role;
grant execute on function private.is_article_html(text) to authenticated, service_role;
