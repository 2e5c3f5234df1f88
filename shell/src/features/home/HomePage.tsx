import { Carousel } from './Carousel';
import { ProjectNotice } from './ProjectNotice';

export default function HomePage() {
  return (
    <>
      <h1 style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        Hostel Hub
      </h1>
      <ProjectNotice />
      <Carousel />
    </>
  );
}
