import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useAnalyticsEmbed } from '../api/get-analytics';
import { AnalyticsDashboard } from '../components/AnalyticsDashboard';
import { EmbedFrame } from '../components/EmbedFrame';

/**
 * /analytics (spec 1 "Analytics", issue 22): the tenant's external analytics page when it set
 * one (`analytics_url`), else the product's own charts.
 */
export function AnalyticsPage() {
  const embed = useAnalyticsEmbed();
  if (embed.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress />
      </Box>
    );
  if (embed.data?.url) return <EmbedFrame url={embed.data.url} />;
  return <AnalyticsDashboard />;
}
