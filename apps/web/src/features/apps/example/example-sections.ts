import type { NavItem } from '@wf/shared/contracts/shell/navigation';

/** One part of the app a role may use: a menu group or collapsable with its links (the role's own menu). */
export type GuideSection = {
  id: string;
  title: string;
  icon?: string;
  links: Array<{ id: string; title: string; link: string }>;
};

const linksOf = (items: readonly NavItem[], skip: string): GuideSection['links'] =>
  items.flatMap((i) =>
    i.type === 'basic' && i.link && i.link !== skip && !i.hidden && !i.disabled
      ? [{ id: i.id, title: i.title ?? i.id, link: i.link }]
      : linksOf(i.children ?? [], skip),
  );

/**
 * The guide's sections from the menu the server serves the role: each collapsable of a group is a
 * section; a group's own links make one section of the group. `skip`: the guide's own page.
 */
export function guideSections(menu: readonly NavItem[], skip: string): GuideSection[] {
  const out: GuideSection[] = [];
  for (const group of menu.filter((g) => g.type === 'group')) {
    const direct = (group.children ?? []).filter((c) => c.type === 'basic');
    const own = linksOf(direct, skip);
    if (own.length)
      out.push({
        id: group.id,
        title: group.title ?? group.id,
        ...(group.icon ? { icon: group.icon } : {}),
        links: own,
      });
    for (const c of (group.children ?? []).filter((x) => x.type === 'collapsable')) {
      const links = linksOf(c.children ?? [], skip);
      if (links.length) out.push({ id: c.id, title: c.title ?? c.id, ...(c.icon ? { icon: c.icon } : {}), links });
    }
  }
  return out;
}
