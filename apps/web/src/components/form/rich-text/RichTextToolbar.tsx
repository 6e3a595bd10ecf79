import { useState } from 'react';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import InsertLink from '@mui/icons-material/InsertLink';
import LinkOff from '@mui/icons-material/LinkOff';
import { useTranslation } from 'react-i18next';
import { LinkDialog } from './LinkDialog';

type Mark = 'bold' | 'italic' | 'underline' | 'bulletList' | 'orderedList' | 'link';

/** The few formats a notice needs: bold, italic, underline, lists and links. */
export function RichTextToolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const [linkOpen, setLinkOpen] = useState(false);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      Object.fromEntries(
        (['bold', 'italic', 'underline', 'bulletList', 'orderedList', 'link'] as Mark[]).map(
          (m) => [m, e.isActive(m)],
        ),
      ) as Record<Mark, boolean>,
  });
  const chain = () => editor.chain().focus();
  const buttons = [
    { mark: 'bold', icon: <FormatBold />, run: () => chain().toggleBold().run() },
    { mark: 'italic', icon: <FormatItalic />, run: () => chain().toggleItalic().run() },
    { mark: 'underline', icon: <FormatUnderlined />, run: () => chain().toggleUnderline().run() },
    {
      mark: 'bulletList',
      icon: <FormatListBulleted />,
      run: () => chain().toggleBulletList().run(),
    },
    {
      mark: 'orderedList',
      icon: <FormatListNumbered />,
      run: () => chain().toggleOrderedList().run(),
    },
  ] as const;

  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label={t('richText.toolbar')}
      spacing={0.25}
      sx={{ px: 0.5, py: 0.25, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}
    >
      {buttons.map((b) => (
        <Tooltip key={b.mark} title={t(`richText.${b.mark}`)}>
          <IconButton
            size="small"
            aria-label={t(`richText.${b.mark}`)}
            aria-pressed={active[b.mark]}
            color={active[b.mark] ? 'primary' : 'default'}
            onMouseDown={(e) => e.preventDefault()}
            onClick={b.run}
          >
            {b.icon}
          </IconButton>
        </Tooltip>
      ))}
      <Tooltip title={active.link ? t('richText.unlink') : t('richText.link')}>
        <IconButton
          size="small"
          aria-label={active.link ? t('richText.unlink') : t('richText.link')}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() =>
            active.link ? chain().extendMarkRange('link').unsetLink().run() : setLinkOpen(true)
          }
        >
          {active.link ? <LinkOff /> : <InsertLink />}
        </IconButton>
      </Tooltip>
      <LinkDialog
        open={linkOpen}
        onClose={() => setLinkOpen(false)}
        onSave={(href) => {
          setLinkOpen(false);
          if (editor.state.selection.empty) {
            chain()
              .insertContent({
                type: 'text',
                text: href,
                marks: [{ type: 'link', attrs: { href } }],
              })
              .run();
          } else {
            chain().extendMarkRange('link').setLink({ href }).run();
          }
        }}
      />
    </Stack>
  );
}
