import { links } from '../../../../content/links';
import { bostonTransit, nearbyAttractions, transitHistory, transitRoutes } from '../../../../content/transit';
import { AccordionSection } from '../../components/accordion';
import { Card } from '../../components/card';
import { useEdition } from '../../lib/edition/use-edition';
import { RouteDetails } from './route-details';
import './transit-page.css';

export default function TransitPage() {
  const { venue } = useEdition();
  return (
    <div className="transit">
      <Card id="transit-heading" level={1} heading="Transit guide">
        <p>
          {venue.name} is at {venue.address}, {venue.walkFromStation} on foot from {venue.nearestStation}.
          Open a section to see the way from where you arrive.
        </p>
        <p className="transit__attractions">
          {nearbyAttractions.text}{' '}
          <a href={links.nearbyAttractionsPdf} target="_blank" rel="noopener noreferrer">
            {nearbyAttractions.linkLabel}
          </a>
        </p>
      </Card>

      {transitRoutes.map((route) => (
        <AccordionSection key={route.id} id={route.id} title={route.title} summary={route.summary}>
          <RouteDetails route={route} />
        </AccordionSection>
      ))}

      {[bostonTransit, transitHistory].map((section) => (
        <AccordionSection key={section.id} id={section.id} title={section.title}>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </AccordionSection>
      ))}
    </div>
  );
}
