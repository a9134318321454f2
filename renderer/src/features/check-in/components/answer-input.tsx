import { Radio, RadioGroup } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { CheckInQuestion } from '#shared/contract/check-in';

/** The five faces, saddest first (value 1 to 5). */
export const faces = ['😞', '🙁', '😐', '🙂', '😄'] as const;

/** The choices of one question: 1–5 with its end labels, five faces, or yes and no. */
export function AnswerInput(props: {
  question: CheckInQuestion;
  value: number | null;
  onChange: (value: number) => void;
  labelledBy: string;
}) {
  const { question, value, onChange, labelledBy } = props;
  const { t } = useTranslation('check-in');
  const options =
    question.kind === 'yesNo'
      ? [
          { value: 1, label: t('answer.yes') },
          { value: 0, label: t('answer.no') },
        ]
      : [1, 2, 3, 4, 5].map((n) => ({
          value: n,
          label:
            question.kind === 'faces'
              ? `${faces[n - 1]} ${t(`answer.face${n}`)}`
              : n === 1 && question.lowLabel
                ? `1 – ${question.lowLabel}`
                : n === 5 && question.highLabel
                  ? `5 – ${question.highLabel}`
                  : String(n),
        }));
  return (
    <RadioGroup
      aria-labelledby={labelledBy}
      layout={question.kind === 'yesNo' ? 'horizontal' : 'vertical'}
      value={value === null ? '' : String(value)}
      onChange={(_, data) => onChange(Number(data.value))}
    >
      {options.map((option) => (
        <Radio key={option.value} value={String(option.value)} label={option.label} />
      ))}
    </RadioGroup>
  );
}
