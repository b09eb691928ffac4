import { describe, expect, it } from 'vitest';
import { splitStatements } from './sql-statements.ts';

describe('splitStatements', () => {
  it('splits at top-level semicolons and gives each statement the line its first token is on', () => {
    const sql = [
      '-- header comment',
      "create table t (a text default ';');",
      '',
      '/* block; with /* nested; */ comment */',
      "insert into t values (E'it\\'s; fine'), ('it''s; fine');",
      'create function f() returns int language plpgsql as $body$ begin return 1; end $body$;',
      'do $$ begin perform 1; end $$;',
      'select "odd;name", a$b from t; -- trailing; comment',
    ].join('\n');
    expect(splitStatements(sql)).toEqual([
      { line: 2, text: "-- header comment\ncreate table t (a text default ';')" },
      {
        line: 5,
        text: "/* block; with /* nested; */ comment */\ninsert into t values (E'it\\'s; fine'), ('it''s; fine')",
      },
      {
        line: 6,
        text: 'create function f() returns int language plpgsql as $body$ begin return 1; end $body$',
      },
      { line: 7, text: 'do $$ begin perform 1; end $$' },
      { line: 8, text: 'select "odd;name", a$b from t' },
    ]);
  });

  it('refuses what it cannot split safely, naming the line', () => {
    expect(() => splitStatements('select 1;\nselect $$ open')).toThrow('line 2: unterminated $$ string');
    expect(() => splitStatements("select 'open")).toThrow("line 1: unterminated ' quote");
    expect(() =>
      splitStatements('create function f() returns int language sql\nbegin atomic select 1; end;'),
    ).toThrow(/line 1: SQL-standard bodies/);
  });
});
