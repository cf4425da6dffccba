// A text-to-speech cache (the platform's on Settings, an account's on its page): its size and a Clear button.
import { toApiError } from '@switchboard/shared/api';
import { toast } from '@switchboard/shared/bus';
import type { TtsCacheSize } from '@switchboard/shared/types';
import { Button, Section } from '@switchboard/shared/ui';

export const TTS_CACHE_CLEANED = 'Tts Cache successfully cleaned';

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
  return (
    <Section
      title="Text-to-speech cache"
      actions={
        readOnly ? undefined : (
          <Button
            variant="secondary"
            size="sm"
            busy={clearing}
            onClick={async () => {
              try {
                await clear();
                toast('success', TTS_CACHE_CLEANED);
              } catch (reason) {
                toast('error', toApiError(reason).msg);
              }
            }}
          >
            Clear TTS cache
          </Button>
        )
      }
    >
      <p>
        {size.error
          ? `The cache size could not be read: ${toApiError(size.error).msg}`
          : size.data
            ? `Cached items: ${size.data.size}`
            : 'Reading the cache size…'}
      </p>
    </Section>
  );
}
