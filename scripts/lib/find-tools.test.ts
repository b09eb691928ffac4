import path from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  chromiumInstallHint,
  findChromium,
  findPostgresBin,
  isHeadlessShell,
  playwrightBrowsersDir,
  postgresInstallHint,
  type System,
} from './find-tools.mjs';

interface FakeOptions {
  platform?: NodeJS.Platform;
  env?: Record<string, string | undefined>;
  /** Programs this user may run. */
  programs?: string[];
  /** Files that exist but cannot be run. */
  files?: string[];
  /** Links: path → the file it points to. */
  links?: Record<string, string>;
  /** What `pg_config --bindir` prints; pg_config is absent when undefined. */
  pgConfigBindir?: string;
}

/** A machine made of the files listed, nothing else. */
function fakeSystem({
  platform = 'linux',
  env = {},
  programs = [],
  files = [],
  links = {},
  pgConfigBindir,
}: FakeOptions): System {
  const realpath = (file: string) => links[file] ?? file;
  const executable = new Set(programs);
  const all = [...programs, ...files, ...Object.keys(links)];
  return {
    platform,
    env,
    home: platform === 'darwin' ? '/Users/ana' : '/home/ana',
    cwd: '/work/site',
    isExecutable: (file) => executable.has(realpath(file)),
    list(dir) {
      const prefix = dir.endsWith('/') ? dir : `${dir}/`;
      const names = all
        .filter((file) => file.startsWith(prefix))
        .map((file) => file.slice(prefix.length).split('/')[0]);
      return [...new Set(names)];
    },
    realpath,
    run: (command, args) =>
      command === 'pg_config' && args[0] === '--bindir' && pgConfigBindir !== undefined
        ? `${pgConfigBindir}\n`
        : null,
  };
}

const server = (bin: string) => ['initdb', 'pg_ctl', 'postgres'].map((p) => path.join(bin, p));

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first', () => {
    const system = fakeSystem({
      env: { CHROMIUM_PATH: '/opt/chrome/chrome' },
      programs: ['/opt/chrome/chrome', '/usr/bin/chromium'],
    });
    expect(findChromium(system)).toBe('/opt/chrome/chrome');
  });

  it('refuses a CHROMIUM_PATH that is not a program instead of picking another browser', () => {
    const system = fakeSystem({
      env: { CHROMIUM_PATH: '/opt/chrom/chrome' },
      programs: ['/usr/bin/chromium'],
    });
    expect(() => findChromium(system)).toThrow(/CHROMIUM_PATH is \/opt\/chrom\/chrome/);
  });

  it("prefers Playwright's newest Chromium to the system's (Linux, both archive layouts)", () => {
    const cache = '/home/ana/.cache/ms-playwright';
    const system = fakeSystem({
      programs: [
        `${cache}/chromium-1181/chrome-linux/chrome`,
        `${cache}/chromium-1255/chrome-linux64/chrome`,
        `${cache}/chromium_headless_shell-1300/chrome-headless-shell-linux64/chrome-headless-shell`,
        '/usr/bin/chromium',
      ],
    });
    expect(findChromium(system)).toBe(`${cache}/chromium-1255/chrome-linux64/chrome`);
  });

  it("with headlessShell, prefers a headless shell (Playwright's, then Debian's) to a whole browser", () => {
    const cache = '/home/ana/.cache/ms-playwright';
    const playwrightShell = `${cache}/chromium_headless_shell-1255/chrome-headless-shell-linux64/chrome-headless-shell`;
    const browsers = [`${cache}/chromium-1255/chrome-linux64/chrome`, '/usr/bin/chromium'];
    const debianShell = '/usr/bin/chromium-headless-shell';
    const find = (programs: string[], env = {}) =>
      findChromium(fakeSystem({ programs, env }), { headlessShell: true });
    expect(find([...browsers, debianShell, playwrightShell])).toBe(playwrightShell);
    expect(find([...browsers, debianShell])).toBe(debianShell);
    expect(find(browsers)).toBe(browsers[0]);
    // CHROMIUM_PATH still comes first.
    expect(find([...browsers, debianShell], { CHROMIUM_PATH: '/usr/bin/chromium' })).toBe(
      '/usr/bin/chromium',
    );
    const macShell =
      '/Users/ana/Library/Caches/ms-playwright/chromium_headless_shell-1255/chrome-headless-shell-mac-arm64/chrome-headless-shell';
    const chrome = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    expect(
      findChromium(fakeSystem({ platform: 'darwin', programs: [chrome, macShell] }), { headlessShell: true }),
    ).toBe(macShell);
    expect(isHeadlessShell(playwrightShell) && isHeadlessShell(debianShell)).toBe(true);
    expect(browsers.some(isHeadlessShell)).toBe(false);
  });

  it('skips a Playwright download that never finished', () => {
    const cache = '/home/ana/.cache/ms-playwright';
    const system = fakeSystem({
      files: [`${cache}/chromium-1255/INSTALLATION_COMPLETE`],
      programs: ['/usr/bin/google-chrome-stable'],
    });
    expect(findChromium(system)).toBe('/usr/bin/google-chrome-stable');
  });

  it('follows PLAYWRIGHT_BROWSERS_PATH and XDG_CACHE_HOME as Playwright does', () => {
    expect(playwrightBrowsersDir(fakeSystem({ env: { PLAYWRIGHT_BROWSERS_PATH: '/srv/pw' } }))).toBe(
      '/srv/pw',
    );
    expect(playwrightBrowsersDir(fakeSystem({ env: { PLAYWRIGHT_BROWSERS_PATH: '0' } }))).toBe(
      '/work/site/node_modules/playwright-core/.local-browsers',
    );
    expect(playwrightBrowsersDir(fakeSystem({ env: { XDG_CACHE_HOME: '/tmp/cache' } }))).toBe(
      '/tmp/cache/ms-playwright',
    );
    const system = fakeSystem({
      env: { PLAYWRIGHT_BROWSERS_PATH: '/srv/pw' },
      programs: ['/srv/pw/chromium-1255/chrome-linux-arm64/chrome', '/usr/bin/chromium'],
    });
    expect(findChromium(system)).toBe('/srv/pw/chromium-1255/chrome-linux-arm64/chrome');
  });

  it("finds Playwright's Chrome for Testing, then the apps, on macOS", () => {
    const cft =
      '/Users/ana/Library/Caches/ms-playwright/chromium-1255/chrome-mac-arm64/' +
      'Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing';
    const chrome = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    expect(findChromium(fakeSystem({ platform: 'darwin', programs: [cft, chrome] }))).toBe(cft);
    expect(findChromium(fakeSystem({ platform: 'darwin', programs: [chrome] }))).toBe(chrome);
    const userChromium = '/Users/ana/Applications/Chromium.app/Contents/MacOS/Chromium';
    expect(findChromium(fakeSystem({ platform: 'darwin', programs: [userChromium] }))).toBe(userChromium);
    // Linux paths mean nothing on a Mac.
    expect(findChromium(fakeSystem({ platform: 'darwin', programs: ['/usr/bin/chromium'] }))).toBe(null);
  });

  it("tries the Linux distributions' names in order", () => {
    expect(
      findChromium(fakeSystem({ programs: ['/usr/bin/chromium-browser', '/usr/bin/google-chrome'] })),
    ).toBe('/usr/bin/chromium-browser');
    expect(findChromium(fakeSystem({ files: ['/usr/bin/chromium'] }))).toBe(null);
  });
});

describe('chromiumInstallHint', () => {
  it('names apt-get on Debian, brew on macOS, and Playwright everywhere', () => {
    const debian = chromiumInstallHint(fakeSystem({ programs: ['/usr/bin/apt-get'] }));
    expect(debian).toContain('sudo apt-get install -y chromium chromium-headless-shell');
    expect(debian).toContain('npx playwright-core install chromium');
    const mac = chromiumInstallHint(fakeSystem({ platform: 'darwin' }));
    expect(mac).toContain('brew install');
    expect(mac).not.toContain('apt-get');
    expect(mac).toContain('npx playwright-core install chromium');
    const otherLinux = chromiumInstallHint(fakeSystem({}));
    expect(otherLinux).not.toContain('apt-get');
    expect(otherLinux).toContain('CHROMIUM_PATH');
  });
});

describe('findPostgresBin', () => {
  it("takes pg_config's bindir when it holds the server", () => {
    const system = fakeSystem({
      pgConfigBindir: '/usr/lib/postgresql/16/bin',
      programs: [...server('/usr/lib/postgresql/16/bin'), ...server('/usr/lib/postgresql/17/bin')],
    });
    expect(findPostgresBin(system)).toBe('/usr/lib/postgresql/16/bin');
  });

  it("passes over a pg_config whose bindir has only the client (Debian's libpq-dev)", () => {
    const system = fakeSystem({
      pgConfigBindir: '/usr/bin',
      env: { PATH: '/usr/local/bin:/usr/bin' },
      programs: ['/usr/bin/psql', ...server('/usr/lib/postgresql/15/bin')],
    });
    expect(findPostgresBin(system)).toBe('/usr/lib/postgresql/15/bin');
  });

  it("finds initdb on PATH, following a link to the server's own bin", () => {
    const system = fakeSystem({
      env: { PATH: '/usr/local/bin:/usr/bin' },
      programs: server('/opt/homebrew/Cellar/postgresql@17/17.5/bin'),
      links: { '/usr/local/bin/initdb': '/opt/homebrew/Cellar/postgresql@17/17.5/bin/initdb' },
    });
    expect(findPostgresBin(system)).toBe('/opt/homebrew/Cellar/postgresql@17/17.5/bin');
  });

  it("takes Debian's newest server", () => {
    const system = fakeSystem({
      programs: [
        ...server('/usr/lib/postgresql/9/bin'),
        ...server('/usr/lib/postgresql/15/bin'),
        // 17's client only: no server.
        '/usr/lib/postgresql/17/bin/pg_dump',
      ],
    });
    expect(findPostgresBin(system)).toBe('/usr/lib/postgresql/15/bin');
  });

  it('finds Homebrew (Apple silicon and Intel) and Postgres.app on macOS', () => {
    expect(
      findPostgresBin(
        fakeSystem({
          platform: 'darwin',
          programs: [
            ...server('/opt/homebrew/opt/postgresql@16/bin'),
            ...server('/opt/homebrew/opt/postgresql@17/bin'),
          ],
        }),
      ),
    ).toBe('/opt/homebrew/opt/postgresql@17/bin');
    expect(
      findPostgresBin(
        fakeSystem({ platform: 'darwin', programs: server('/usr/local/opt/postgresql@15/bin') }),
      ),
    ).toBe('/usr/local/opt/postgresql@15/bin');
    expect(
      findPostgresBin(
        fakeSystem({
          platform: 'darwin',
          programs: server('/Applications/Postgres.app/Contents/Versions/17/bin'),
        }),
      ),
    ).toBe('/Applications/Postgres.app/Contents/Versions/17/bin');
  });

  it('is null when no directory holds initdb, pg_ctl and postgres together', () => {
    const system = fakeSystem({
      env: { PATH: '/usr/bin' },
      programs: ['/usr/bin/psql', '/usr/lib/postgresql/15/bin/initdb'],
    });
    expect(findPostgresBin(system)).toBe(null);
  });
});

describe('postgresInstallHint', () => {
  it('names apt-get on Debian and brew on macOS', () => {
    expect(postgresInstallHint(fakeSystem({ programs: ['/usr/bin/apt-get'] }))).toContain(
      'sudo apt-get install -y postgresql',
    );
    const mac = postgresInstallHint(fakeSystem({ platform: 'darwin' }));
    expect(mac).toContain('brew install postgresql@');
    expect(mac).not.toContain('apt-get');
  });
});
