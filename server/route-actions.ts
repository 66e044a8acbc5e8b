import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

type ServerRoute = NonNullable<ServerBuild["routes"][string]>;

function routeTree(routes: ServerBuild["routes"], parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route): route is ServerRoute => route !== undefined && route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, path: route.path, index: true }
        : {
            id: route.id,
            path: route.path,
            caseSensitive: route.caseSensitive,
            children: routeTree(routes, route.id),
          },
    );
}

/**
 * Whether React Router would run an action for a URL path, found as it finds it: the data suffix
 * dropped (`/contact.data`, `/contact/_.data`), segments decoded, case ignored, then the matched
 * route's module asked for an `action`. From the build, so a route that gains an action counts.
 * The suffix in any case too (`/contact.DATA`): such a spelling is another address of a form.
 */
export function createActionMatcher(build: ServerBuild): (pathname: string) => boolean {
  const tree = routeTree(build.routes);
  return (pathname) => {
    const path = /\/_\.data$/i.test(pathname)
      ? pathname.slice(0, -"_.data".length)
      : pathname.replace(/\.data$/i, "");
    const leaf = matchRoutes(tree, path)?.at(-1);
    return leaf?.route.id !== undefined && build.routes[leaf.route.id]?.module.action !== undefined;
  };
}
