// What a screen reader hears while a route is dragged (@dnd-kit's announcements), in the language in use.
import { useRef } from 'react';
import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import { useTranslation } from '@switchboard/shared/i18n';
import { TELEPHONY_NAMESPACE } from '../../i18n/resources';

/**
 * The route by its position and pattern when picked up, where it goes, where it lands. The route is described as it
 * was when picked up (the list changes under the drag); a message is said only when the place it is over changes,
 * so "picked up" is not replaced at once by "over its own place".
 */
export function useRouteAnnouncements(
  ids: readonly string[],
  regexAt: (index: number) => string,
): Announcements {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const idsRef = useRef(ids);
  idsRef.current = ids;
  const picked = useRef({ name: '', over: '' as UniqueIdentifier });
  const positionOf = (id: UniqueIdentifier) => idsRef.current.indexOf(String(id)) + 1;
  const count = () => idsRef.current.length;
  return {
    onDragStart: ({ active }) => {
      const index = idsRef.current.indexOf(String(active.id));
      const regex = regexAt(index);
      const name = regex
        ? t('routes.routeNameWithRegex', { n: index + 1, regex })
        : t('routes.routeName', { n: index + 1 });
      picked.current = { name, over: active.id };
      return t('routes.pickedUp', { name, position: index + 1, total: count() });
    },
    onDragOver: ({ over }) => {
      if (!over || over.id === picked.current.over) return undefined;
      picked.current.over = over.id;
      return t('routes.over', { name: picked.current.name, position: positionOf(over.id), total: count() });
    },
    onDragEnd: ({ over }) =>
      over
        ? t('routes.dropped', { name: picked.current.name, position: positionOf(over.id), total: count() })
        : t('routes.droppedOutside', { name: picked.current.name }),
    onDragCancel: () => t('routes.cancelled', { name: picked.current.name }),
  };
}
