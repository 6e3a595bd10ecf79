import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { constraints, typeLabel, type ConstraintWords, type JsonSchema } from '../openapi-model';

/** The object shapes of a union (`parcel`: a box, a doc or an ltl), each shown on its own. */
const objectVariants = (schema: JsonSchema) =>
  (schema.anyOf ?? schema.oneOf ?? []).filter((v) => v.properties);

/** A variant's name from its discriminator: the property fixed to one value (`parcel_type = "box"`). */
function variantName(variant: JsonSchema): string | null {
  const fixed = Object.entries(variant.properties ?? {}).find(([, p]) => p.enum?.length === 1);
  return fixed ? `${fixed[0]} = ${JSON.stringify(fixed[1].enum![0])}` : null;
}

/** A JSON schema as an indented list of fields: name, type, required and rules. */
export function SchemaView({ schema, depth = 0 }: { schema: JsonSchema; depth?: number }) {
  const { t } = useTranslation();
  const words: ConstraintWords = {
    chars: (range) => t('partnerDocs.reference.chars', { range }),
    default: (value) => t('partnerDocs.reference.default', { value }),
    nullable: t('partnerDocs.reference.nullable'),
  };
  const object = schema.type === 'array' ? schema.items : schema;
  const properties = Object.entries(object?.properties ?? {});
  if (properties.length === 0) {
    return (
      <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {typeLabel(schema)}
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        pl: depth ? 2 : 0,
        borderLeft: depth ? 1 : 0,
        borderColor: 'divider',
      }}
    >
      {properties.map(([name, prop]) => (
        <Box component="li" key={name} sx={{ py: 0.5, minWidth: 0 }}>
          <Typography
            variant="body2"
            component="span"
            sx={{ fontFamily: 'monospace', fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {name}
          </Typography>{' '}
          <Typography
            variant="body2"
            component="span"
            color="text.secondary"
            sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
          >
            {typeLabel(prop)}
          </Typography>
          {object?.required?.includes(name) && (
            <Typography variant="caption" component="span" color="error.main" sx={{ ml: 1 }}>
              {t('partnerDocs.reference.required')}
            </Typography>
          )}
          {constraints(prop, words).length > 0 && (
            <Typography
              variant="caption"
              component="span"
              color="text.secondary"
              sx={{ ml: 1, overflowWrap: 'anywhere' }}
            >
              {constraints(prop, words).join(' · ')}
            </Typography>
          )}
          {(prop.properties || prop.items?.properties) && depth < 4 && (
            <SchemaView schema={prop} depth={depth + 1} />
          )}
          {depth < 4 &&
            objectVariants(prop).map((variant, i) => (
              <Box key={i} sx={{ pl: 2, pt: 0.5 }}>
                <Typography variant="caption" sx={{ fontFamily: 'monospace' }} color="primary">
                  {variantName(variant) ?? `#${i + 1}`}
                </Typography>
                <SchemaView schema={variant} depth={depth + 1} />
              </Box>
            ))}
        </Box>
      ))}
    </Box>
  );
}
