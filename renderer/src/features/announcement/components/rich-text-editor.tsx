import {
  Button,
  Field,
  Input,
  makeStyles,
  mergeClasses,
  Popover,
  PopoverSurface,
  Spinner,
  Toolbar,
  ToolbarButton,
  ToolbarDivider,
  ToolbarToggleButton,
  tokens,
} from '@fluentui/react-components';
import {
  ImageAdd20Regular,
  Link20Regular,
  LinkDismiss20Regular,
  TextBold20Regular,
  TextBulletListLtr20Regular,
  TextItalic20Regular,
  TextNumberListLtr20Regular,
  TextQuote20Regular,
} from '@fluentui/react-icons';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  frame: {
    display: 'flex',
    flexDirection: 'column',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    ':focus-within': { borderBottomColor: tokens.colorCompoundBrandStroke },
  },
  invalid: {
    borderTopColor: tokens.colorPaletteRedBorder2,
    borderRightColor: tokens.colorPaletteRedBorder2,
    borderBottomColor: tokens.colorPaletteRedBorder2,
    borderLeftColor: tokens.colorPaletteRedBorder2,
  },
  toolbar: {
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    flexWrap: 'wrap',
  },
  content: {
    '& .ProseMirror': {
      minHeight: '200px',
      padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
      outlineStyle: 'none',
      fontFamily: tokens.fontFamilyBase,
      fontSize: tokens.fontSizeBase300,
      lineHeight: tokens.lineHeightBase300,
      overflowWrap: 'anywhere',
    },
    '& .ProseMirror:focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '-2px',
      borderRadius: tokens.borderRadiusMedium,
    },
    '& .ProseMirror p': { margin: `0 0 ${tokens.spacingVerticalS}` },
    '& .ProseMirror img': { maxWidth: '100%', height: 'auto', borderRadius: tokens.borderRadiusMedium },
    '& .ProseMirror img.ProseMirror-selectednode': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    },
    '& .ProseMirror a': { color: tokens.colorBrandForegroundLink },
    '& .ProseMirror blockquote': {
      margin: 0,
      paddingInlineStart: tokens.spacingHorizontalM,
      borderInlineStartWidth: tokens.strokeWidthThick,
      borderInlineStartStyle: 'solid',
      borderInlineStartColor: tokens.colorNeutralStroke1,
    },
  },
  link: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: '280px' },
  linkActions: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
  status: { paddingInline: tokens.spacingHorizontalS },
});

const imageTypes = 'image/jpeg,image/png,image/gif,image/webp';

/** Only web and mail links: what the server's allow-list keeps. */
export function normalizeLink(raw: string): string | null {
  const text = raw.trim();
  if (!text) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The announcement body: a Tiptap editor (bold, italic, lists, quotes, links, inline images)
 * in a Fluent frame. The toolbar is one tab stop with arrow keys between its buttons
 * (Fluent Toolbar); the editing area is a labelled multi-line textbox. Images upload first and
 * then enter the body by their stored URL, never as data: URLs.
 */
export function RichTextEditor(props: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** Uploads an inline image and answers the URL to show it by. */
  uploadImage: (file: File) => Promise<string>;
  onUploadError?: (error: unknown) => void;
  error?: string;
  hint?: string;
  required?: boolean;
}) {
  const { label, value, onChange, onBlur, uploadImage, onUploadError, error, hint, required } = props;
  const { t } = useTranslation('announcement');
  const styles = useStyles();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkText, setLinkText] = useState('');
  const [linkError, setLinkError] = useState<string | undefined>();
  // The latest callbacks, read by the editor's handlers (created once).
  const latest = useRef({ onChange, onBlur });
  latest.current = { onChange, onBlur };

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        horizontalRule: false,
        link: false,
      }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        protocols: ['mailto'],
        HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: value,
    onUpdate: ({ editor }) => latest.current.onChange(editor.isEmpty ? '' : editor.getHTML()),
    onBlur: () => latest.current.onBlur?.(),
  });

  // A value set from outside (a loaded draft, a reset) replaces the content; typing does not loop.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor }) => ({
      bold: editor?.isActive('bold') ?? false,
      italic: editor?.isActive('italic') ?? false,
      bulletList: editor?.isActive('bulletList') ?? false,
      orderedList: editor?.isActive('orderedList') ?? false,
      blockquote: editor?.isActive('blockquote') ?? false,
      link: editor?.isActive('link') ?? false,
    }),
  });

  const openLink = () => {
    setLinkText((editor?.getAttributes('link').href as string | undefined) ?? '');
    setLinkError(undefined);
    setLinkOpen(true);
  };

  const applyLink = () => {
    if (!editor) return;
    const href = normalizeLink(linkText);
    if (!href) {
      setLinkError(t('editor.linkInvalid'));
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    // With nothing selected, the address itself becomes the link's text.
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
    setLinkOpen(false);
  };

  const addImages = async (files: File[]) => {
    for (const file of files) {
      setUploading((count) => count + 1);
      try {
        const src = await uploadImage(file);
        editor?.chain().focus().setImage({ src, alt: file.name }).run();
      } catch (uploadError) {
        onUploadError?.(uploadError);
      } finally {
        setUploading((count) => count - 1);
      }
    }
  };

  const toggles = [
    { name: 'bold', icon: <TextBold20Regular />, run: () => editor?.chain().focus().toggleBold().run() },
    {
      name: 'italic',
      icon: <TextItalic20Regular />,
      run: () => editor?.chain().focus().toggleItalic().run(),
    },
    {
      name: 'bulletList',
      icon: <TextBulletListLtr20Regular />,
      run: () => editor?.chain().focus().toggleBulletList().run(),
    },
    {
      name: 'orderedList',
      icon: <TextNumberListLtr20Regular />,
      run: () => editor?.chain().focus().toggleOrderedList().run(),
    },
    {
      name: 'blockquote',
      icon: <TextQuote20Regular />,
      run: () => editor?.chain().focus().toggleBlockquote().run(),
    },
  ] as const;
  const checked = toggles.filter((toggle) => state?.[toggle.name]).map((toggle) => toggle.name);

  return (
    <Field label={label} validationMessage={error} hint={hint} required={required}>
      {(fieldProps) => (
        <div className={mergeClasses(styles.frame, error ? styles.invalid : undefined)}>
          <Toolbar
            className={styles.toolbar}
            aria-label={t('editor.toolbar')}
            checkedValues={{ format: checked }}
            size="small"
          >
            {toggles.map((toggle) => (
              <ToolbarToggleButton
                key={toggle.name}
                appearance="subtle"
                name="format"
                value={toggle.name}
                icon={toggle.icon}
                aria-label={t(`editor.${toggle.name}`)}
                title={t(`editor.${toggle.name}`)}
                onClick={toggle.run}
              />
            ))}
            <ToolbarDivider />
            <Popover open={linkOpen} onOpenChange={(_, data) => setLinkOpen(data.open)} trapFocus>
              <ToolbarButton
                appearance="subtle"
                icon={<Link20Regular />}
                aria-label={t('editor.link')}
                title={t('editor.link')}
                aria-pressed={state?.link ?? false}
                onClick={openLink}
              />
              <PopoverSurface aria-label={t('editor.link')}>
                <form
                  className={styles.link}
                  onSubmit={(event) => {
                    event.preventDefault();
                    applyLink();
                  }}
                >
                  <Field label={t('editor.linkAddress')} validationMessage={linkError}>
                    <Input
                      type="url"
                      value={linkText}
                      placeholder="https://"
                      onChange={(_, data) => setLinkText(data.value)}
                    />
                  </Field>
                  <div className={styles.linkActions}>
                    <Button appearance="secondary" onClick={() => setLinkOpen(false)}>
                      {t('editor.cancel')}
                    </Button>
                    <Button appearance="primary" type="submit">
                      {t('editor.linkApply')}
                    </Button>
                  </div>
                </form>
              </PopoverSurface>
            </Popover>
            <ToolbarButton
              appearance="subtle"
              icon={<LinkDismiss20Regular />}
              aria-label={t('editor.unlink')}
              title={t('editor.unlink')}
              disabled={!state?.link}
              onClick={() => editor?.chain().focus().extendMarkRange('link').unsetLink().run()}
            />
            <ToolbarButton
              appearance="subtle"
              icon={<ImageAdd20Regular />}
              aria-label={t('editor.image')}
              title={t('editor.image')}
              onClick={() => fileInput.current?.click()}
            />
            {uploading > 0 ? (
              <Spinner className={styles.status} size="extra-tiny" label={t('editor.uploading')} />
            ) : null}
          </Toolbar>
          <input
            ref={fileInput}
            type="file"
            hidden
            multiple
            accept={imageTypes}
            aria-label={t('editor.image')}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              void addImages(files);
            }}
          />
          <EditorContent editor={editor} className={styles.content} />
          <EditorAttributes editor={editor} attributes={fieldProps} />
        </div>
      )}
    </Field>
  );
}

/**
 * The editing area is the field's control: Field's label, hint, error and required state go on
 * the contenteditable element (kept current when an error comes or goes).
 */
function EditorAttributes(props: {
  editor: ReturnType<typeof useEditor>;
  attributes: Record<string, string | boolean | undefined>;
}) {
  const { editor, attributes } = props;
  const key = JSON.stringify(attributes);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the attributes' contents
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const { id: _id, ...aria } = attributes;
    const values: Record<string, string> = { role: 'textbox', 'aria-multiline': 'true' };
    for (const [name, value] of Object.entries(aria)) if (value !== undefined) values[name] = String(value);
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes: values } });
  }, [editor, key]);
  return null;
}
