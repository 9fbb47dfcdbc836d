import { isMenuGroup, isMenuKeyVisible, REPORT_LINKS, ROLE_LABELS, type MenuLink } from '@lease/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMenu } from '../../app/shell/useMenu';
import { useAuthStore } from '../../store/auth';
import { PageTitle } from '../../ui/PageTitle';

interface Section {
  key: string;
  title: string;
  links: MenuLink[];
}

function SectionCard({ section }: { section: Section }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={`section-${section.key}`}>
      <CardContent>
        <Typography id={`section-${section.key}`} variant="h6" component="h2" sx={{ mb: 1 }}>
          {section.title}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
          {section.links.map((link) => (
            <li key={link.key}>
              <Link
                href={link.to}
                {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/** /dashboard home: who is signed in, and the way into each section the role may see (§6). */
export function DashboardHome() {
  const user = useAuthStore((s) => s.currentUser);
  const menu = useMenu();
  if (!user) return null;

  const pages = menu.filter((item): item is MenuLink => !isMenuGroup(item) && item.key !== 'dashboard');
  const sections: Section[] = [
    ...menu
      .filter(isMenuGroup)
      .map((group) => ({ key: group.key, title: group.label, links: group.children })),
    ...(pages.length > 0 ? [{ key: 'pages', title: 'More pages', links: pages }] : []),
    ...(isMenuKeyVisible(user.role, 'report')
      ? [{ key: 'report', title: 'Reports', links: REPORT_LINKS }]
      : []),
  ];

  return (
    <>
      <PageTitle>{`Welcome, ${user.name}`}</PageTitle>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 3 }}>
        <Typography sx={{ color: 'text.secondary' }}>Signed in as</Typography>
        <Chip label={ROLE_LABELS[user.role]} color="primary" size="small" data-testid="role-label" />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
        {sections.map((section) => (
          <SectionCard key={section.key} section={section} />
        ))}
      </Box>
    </>
  );
}
