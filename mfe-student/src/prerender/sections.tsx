// Build-time only: the student area's first screen, rendered into each release (webpack.config.cjs) as a student
// sees it before any data: the shell's server shows it, in the students' layout, to a browser with a student's
// session stored, before any script has arrived (the student's name filled in from that session).
import { renderSection, sectionFiles } from 'app-kit/prerender';
import StudentDashboardPage from '../features/dashboard/StudentDashboardPage';

/** What the build writes into the release. */
export const renderRelease = async (): Promise<Record<string, string>> =>
  sectionFiles({
    '/student-dashboard': renderSection(StudentDashboardPage, 'student-dashboard', '/student-dashboard', 'student'),
  });
