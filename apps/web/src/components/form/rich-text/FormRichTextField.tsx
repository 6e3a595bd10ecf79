import { useState, type ReactNode } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useReportUnsaved } from '../unsaved-changes';
import { RichTextToolbar } from './RichTextToolbar';

interface FormRichTextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  helperText?: string;
  /** How the text will look where it is shown (e.g. the dashboard alert), for the preview tab. */
  renderPreview: (html: string) => ReactNode;
}

/**
 * A small rich-text editor (bold, italic, underline, lists, links) that stores HTML, with a
 * preview of how it will be shown; nobody types HTML. The server sanitises what it receives.
 */
export function FormRichTextField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  helperText,
  renderPreview,
}: FormRichTextFieldProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState, formState } = useController({ control, name });
  useReportUnsaved(fieldState.isDirty && !formState.isSubmitting);
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  const labelId = `field-${name}-label`;
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [4, 5, 6] },
        codeBlock: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          protocols: ['http', 'https', 'mailto'],
          HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
        },
      }),
    ],
    content: typeof field.value === 'string' ? field.value : '',
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': `field-${name}-help`,
        'data-testid': `field-${name}`,
      },
    },
    onUpdate: ({ editor: e }) => field.onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => field.onBlur(),
  });
  const html = typeof field.value === 'string' ? field.value : '';

  return (
    <FormControl fullWidth error={!!fieldState.error} required={required}>
      <FormLabel id={labelId} sx={{ mb: 0.5 }}>
        {label}
      </FormLabel>
      <Paper variant="outlined" sx={{ borderColor: fieldState.error ? 'error.main' : undefined }}>
        <Tabs
          value={tab}
          onChange={(_, v: 'edit' | 'preview') => setTab(v)}
          sx={{ minHeight: 36, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="edit" label={t('richText.edit')} sx={{ minHeight: 36, py: 0 }} />
          <Tab value="preview" label={t('richText.preview')} sx={{ minHeight: 36, py: 0 }} />
        </Tabs>
        <Box sx={{ display: tab === 'edit' ? 'block' : 'none' }}>
          {editor && <RichTextToolbar editor={editor} />}
          <Box
            sx={{
              px: 1.5,
              '& .ProseMirror': { minHeight: 120, outline: 'none', py: 1 },
              '& .ProseMirror p': { my: 0.5 },
            }}
          >
            <EditorContent editor={editor} />
          </Box>
        </Box>
        {tab === 'preview' && (
          <Box sx={{ p: 1.5 }} data-testid={`field-${name}-preview`}>
            {html ? (
              renderPreview(html)
            ) : (
              <FormHelperText>{t('richText.emptyPreview')}</FormHelperText>
            )}
          </Box>
        )}
      </Paper>
      <FormHelperText id={`field-${name}-help`} sx={{ whiteSpace: 'pre-line' }}>
        {fieldState.error?.message ?? helperText}
      </FormHelperText>
    </FormControl>
  );
}
