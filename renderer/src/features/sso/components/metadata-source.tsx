import { Field, Input, Radio, RadioGroup, Textarea } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

export type MetadataSourceValue = { kind: 'url' | 'xml'; url: string; xml: string };
export const emptySource: MetadataSourceValue = { kind: 'url', url: '', xml: '' };

/** The request fields for the chosen source: the metadata URL, or the pasted XML. */
export function sourceBody(source: MetadataSourceValue): { metadataUrl: string } | { metadataXml: string } {
  return source.kind === 'url' ? { metadataUrl: source.url.trim() } : { metadataXml: source.xml };
}

/** Where the IdP's metadata comes from: its URL (the server fetches it) or the XML pasted. */
export function MetadataSource(props: {
  value: MetadataSourceValue;
  onChange: (value: MetadataSourceValue) => void;
  errors: { url?: string; xml?: string };
  required?: boolean;
}) {
  const { t } = useTranslation('sso');
  const { value, onChange, errors } = props;
  return (
    <>
      <Field label={t('source.label')}>
        <RadioGroup
          layout="horizontal"
          value={value.kind}
          onChange={(_, data) => onChange({ ...value, kind: data.value === 'xml' ? 'xml' : 'url' })}
        >
          <Radio value="url" label={t('source.url')} />
          <Radio value="xml" label={t('source.xml')} />
        </RadioGroup>
      </Field>
      {value.kind === 'url' ? (
        <Field
          label={t('source.urlLabel')}
          hint={t('source.urlHint')}
          required={props.required}
          validationMessage={errors.url}
        >
          <Input
            type="url"
            value={value.url}
            onChange={(_, data) => onChange({ ...value, url: data.value })}
          />
        </Field>
      ) : (
        <Field label={t('source.xmlLabel')} required={props.required} validationMessage={errors.xml}>
          <Textarea
            resize="vertical"
            rows={8}
            value={value.xml}
            onChange={(_, data) => onChange({ ...value, xml: data.value })}
          />
        </Field>
      )}
    </>
  );
}
