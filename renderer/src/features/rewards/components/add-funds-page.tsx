import { Field, Input, makeStyles, Select, Spinner, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { addFundsBody } from '#shared/contract/rewards';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { rewardsQueries, useAddFunds } from '../api/rewards-queries.ts';
import { RewardsGate } from './rewards-gate.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** /rewards/store/{id}/add-funds: a deposit from one of the provider account's registered cards. */
export function AddFundsPage() {
  return (
    <RewardsGate needs="tangoAdmin">
      <AddFunds />
    </RewardsGate>
  );
}

function AddFunds() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('rewards');
  const styles = useStyles();
  const toasts = useToasts();
  const navigate = useNavigate();
  const funds = useQuery(rewardsQueries.funds(id));
  const add = useAddFunds();
  const [amount, setAmount] = useState('');
  const [card, setCard] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const back = `/rewards/store/${id}`;

  if (funds.isPending) return <Spinner label={t('funds.loading')} />;
  if (funds.isError) return <Text role="alert">{t('funds.providerFailed')}</Text>;
  const money = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: funds.data.currencyCode,
  });
  const cards = funds.data.creditCards;
  const token = card || cards[0]?.token || '';

  const submit = async () => {
    const parsed = addFundsBody.safeParse({
      amount: Number(amount.replace(',', '.')),
      creditCardToken: token,
    });
    if (!amount.trim() || !parsed.success) {
      setProblem(t('funds.invalidAmount'));
      return;
    }
    setProblem(null);
    try {
      await add.mutateAsync({ id, ...parsed.data });
      toasts.success(t('funds.added', { amount: money.format(parsed.data.amount) }));
      void navigate(back);
    } catch (error) {
      toasts.error(errorMessage(error, t, { RewardProviderError: 'funds.providerFailed' }));
    }
  };

  return (
    <Page title={t('funds.title')} width={600}>
      <RouterLink to={back}>{t('admin.backToStore')}</RouterLink>
      <Text weight="semibold">{t('funds.balance', { amount: money.format(funds.data.balance) })}</Text>
      {cards.length === 0 ? (
        <Text>{t('funds.noCards')}</Text>
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Field label={t('funds.card')}>
            <Select value={token} onChange={(_, data) => setCard(data.value)}>
              {cards.map((c) => (
                <option key={c.token} value={c.token}>
                  {t('funds.cardOption', { label: c.label, last4: c.lastFourDigits })}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label={t('funds.amount', { currency: funds.data.currencyCode })}
            required
            validationMessage={problem ?? undefined}
          >
            <Input value={amount} inputMode="decimal" onChange={(_, data) => setAmount(data.value)} />
          </Field>
          <div>
            <SubmitButton submitting={add.isPending}>{t('funds.submit')}</SubmitButton>
          </div>
        </form>
      )}
    </Page>
  );
}
