import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_OUTCOMES } from '../../../../shared/schemas/monitoring';
import { api } from '../../shared/api';
import { OperationWizard } from '../../shared/wizard/operation-wizard';

type Outcome = (typeof REVIEW_OUTCOMES)[number];

interface ChainReviewWizardProps {
  /** The chain as it was read: its id and the version the review is made against. */
  chain: { chainId: number; version: number } | undefined;
  onDismiss: () => void;
  /** After the call, reviewed or refused: a 409 means the chain changed meanwhile, so both reload it. */
  onSettled: () => void;
}

/**
 * The review of a chain, in the spec's confirmation wizard: legitimate or suspicious with a note, then
 * 'Vuoi confermare l'operazione?', then the outcome; a chain that changed since it was read is refused
 * with the server's reason, and the page reloads it.
 */
export function ChainReviewWizard({ chain, onDismiss, onSettled }: ChainReviewWizardProps) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>();
  const [refused, setRefused] = useState(false);
  const close = () => {
    setOutcome(undefined);
    setRefused(false);
    onDismiss();
  };
  return (
    <OperationWizard
      visible={chain !== undefined}
      title={t('repeatedChecks.review.title')}
      needsNote
      step1={
        <FormField
          label={t('repeatedChecks.review.outcome')}
          errorText={refused && !outcome ? t('operationWizard.noteProblems.required') : undefined}
        >
          <RadioGroup
            value={outcome ?? null}
            onChange={(event) => setOutcome(event.detail.value as Outcome)}
            items={REVIEW_OUTCOMES.map((value) => ({
              value,
              label: t(`repeatedChecks.review.outcomes.${value}`),
            }))}
          />
        </FormField>
      }
      step1Ready={outcome !== undefined}
      onStep1Refused={() => setRefused(true)}
      confirmDetail={
        chain &&
        outcome && (
          <Box variant="p">
            {t('repeatedChecks.review.summary', {
              id: chain.chainId,
              outcome: t(`repeatedChecks.reviewStatuses.${outcome}`),
            })}
          </Box>
        )
      }
      perform={(note) =>
        chain && outcome
          ? api
              .call('reviewCheckChain', { body: { chainId: chain.chainId, version: chain.version, outcome, note } })
              .finally(onSettled)
          : Promise.resolve()
      }
      onDismiss={close}
    />
  );
}
