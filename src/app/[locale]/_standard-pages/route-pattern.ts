export type Params = Record<string, string | string[]>;

/**
 * A route folder's path below the language segment (`/kontakt`, `/dienstleistungen/[service]`, `/[...path]`) as
 * a pattern: the route params of a page's path (without its language prefix), and the path of route params.
 */
export function routePattern(pattern: string) {
  const source = pattern
    .split('/')
    .map((segment) => {
      const name = /^\[(\.\.\.)?(\w+)\]$/.exec(segment);
      if (!name) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return name[1] ? `(?<${name[2]}>.+)` : `(?<${name[2]}>[^/]+)`;
    })
    .join('/');
  const regex = new RegExp(`^${source}$`);
  const catchAll = /\[\.\.\.(\w+)\]/.exec(pattern)?.[1];
  return {
    params(path: string): Params | undefined {
      const match = regex.exec(path);
      if (!match) return undefined;
      const groups = { ...match.groups };
      return catchAll ? { ...groups, [catchAll]: groups[catchAll]!.split('/') } : groups;
    },
    path: (params: Params) =>
      pattern.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => [params[name]!].flat().map(decodeURIComponent).join('/')),
  };
}
