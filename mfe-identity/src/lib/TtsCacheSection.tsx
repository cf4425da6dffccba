// A text-to-speech cache (the platform's on Settings, an account's on its page): its size and a Clear button.
import { toApiError } from '@switchboard/shared/api';
import { toast } from '@switchboard/shared/bus';
import type { TtsCacheSize } from '@switchboard/shared/types';
import { formatNumber, useTranslation } from '@switchboard/shared/i18n';
import { Button, Section } from '@switchboard/shared/ui';
import { IDENTITY_NAMESPACE } from '../i18n/resources';

export interface TtsCacheSectionProps {
  /** The size query's result. */
  size: { data?: TtsCacheSize; error?: unknown };
  /** Empties the cache; rejects with the server's error. */
  clear: () => Promise<unknown>;
  clearing: boolean;
  /** View-only users see the size only. */
  readOnly: boolean;
}

export function TtsCacheSection({ size, clear, clearing, readOnly }: TtsCacheSectionProps) {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  return (
    <Section
      title={t('ttsCache.title')}
      actions={
        readOnly ? undefined : (
          <Button
            variant="secondary"
            size="sm"
            busy={clearing}
            onClick={async () => {
              try {
                await clear();
                toast('success', t('ttsCache.cleaned'));
              } catch (reason) {
                toast('error', toApiError(reason).msg);
              }
            }}
          >
            {t('ttsCache.clear')}
          </Button>
        )
      }
    >
      <p>
        {size.error
          ? t('ttsCache.sizeUnreadable', { reason: toApiError(size.error).msg })
          : size.data
            ? t('ttsCache.cachedItems', { items: formatNumber(size.data.size) })
            : t('ttsCache.reading')}
      </p>
    </Section>
  );
}
