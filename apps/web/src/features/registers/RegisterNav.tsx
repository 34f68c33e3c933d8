import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useLargeScreen } from '../../ui/screen';
import { ViewTabs, type ViewTab } from '../../ui/ViewTabs';

/**
 * The registers' views: on a large screen a list of tabs beside the content, where all of them fit
 * one under the other; on a smaller one the page's view tabs, which become a select when they do
 * not fit its width (ui/ViewTabs), so on a phone every register stays one choice away.
 */
export function RegisterNav<V extends string>({
  value,
  onChange,
  label,
  tabs,
}: {
  value: V;
  onChange: (value: V) => void;
  label: string;
  tabs: readonly ViewTab<V>[];
}) {
  const large = useLargeScreen();
  if (!large)
    return (
      <ViewTabs
        value={value}
        onChange={onChange}
        label={label}
        tabs={tabs}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      />
    );
  return (
    <Tabs
      orientation="vertical"
      value={value}
      onChange={(_, next: V) => onChange(next)}
      aria-label={label}
      sx={{
        borderRight: 1,
        borderColor: 'divider',
        flexShrink: 0,
        width: 220,
        alignSelf: 'flex-start',
        '& .MuiTab-root': { alignItems: 'flex-start', textAlign: 'left', minHeight: 44 },
      }}
    >
      {tabs.map((tab) => (
        <Tab key={tab.value} value={tab.value} label={tab.label} />
      ))}
    </Tabs>
  );
}
