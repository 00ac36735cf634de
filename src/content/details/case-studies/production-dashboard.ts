import type { CaseStudyDetail } from '../types';
import { figures } from '@/content/figures';

/** Production dashboard: live OEE for 40 machines at an automotive supplier, with Go ingestion, TimescaleDB and Angular. */
export const productionDashboard: CaseStudyDetail = {
  technologies: ['/technologies/go', '/technologies/angular'],
  stack: [
    'Go',
    'OPC UA',
    'MQTT',
    'Eclipse Mosquitto',
    'TimescaleDB',
    'PostgreSQL',
    'Angular',
    'RxJS',
    'Apache ECharts',
    'WebSockets',
    'k3s',
    'Grafana',
  ],
  text: {
    en: {
      client: [
        'Our client is a German automotive supplier that machines and assembles metal components for vehicle manufacturers. Its plant runs three production lines with 40 machines in total: CNC machining centres, presses, assembly stations and end-of-line test benches, built by different manufacturers over two decades.',
        'Vehicle manufacturers expect lower prices every year, so the plant has to produce more with the equipment it has. Before approving investment in new capacity, plant management wanted to know how much capacity the existing lines were losing.',
      ],
      challenge: [
        'OEE was calculated once a week from shift reports typed into spreadsheets. Stop reasons were written down by hand at the end of a shift, often simply as “other”, and by the time the figures were discussed, nobody remembered what had really happened on Tuesday’s night shift. Shift leaders, maintenance and plant management each worked from their own numbers.',
        'The machines themselves were a mixed picture: the newer ones offered OPC UA interfaces, the older ones had no network connection at all. The machine programs were not to be changed, the production network had to stay separated from the office network, and the client wanted proof that the approach worked on one line before committing to all three.',
      ],
      solution: {
        intro:
          'We started with a pilot on one line through our MVP Launcher and rolled the system out to all three lines once it had proven itself.',
        items: [
          {
            icon: 'layers',
            title: 'Machine connectivity in Go',
            text: 'Go collector services subscribe to the OPC UA interfaces of newer machines and to MQTT topics from retrofitted sensor gateways on older ones. They translate every signal into one common model of machine state, cycle count and good and rejected parts, and buffer data locally if the network drops.',
          },
          {
            icon: 'chart',
            title: 'Live OEE per machine, line and shift',
            text: 'Availability, performance and quality are calculated continuously from machine states, target cycle times and reject counts from the test benches. Everyone works from the same definition of OEE, agreed with plant management during scoping.',
          },
          {
            icon: 'clock',
            title: 'Stop reasons captured at the machine',
            text: 'When a machine stops for longer than two minutes, the operator picks the reason on a touch screen from a short, line-specific list. This replaced the end-of-shift guesswork and gives maintenance a ranked list of the biggest losses.',
          },
          {
            icon: 'mobile',
            title: 'Line displays and automatic shift reports',
            text: 'Large screens on each line show the status of every machine in real time, and the shift report is generated automatically, so shift handovers start from the same facts.',
          },
        ],
      },
      architecture: [
        'The Go collectors write to TimescaleDB, whose continuous aggregates condense raw signals into per-minute and per-shift values. A separate Go service calculates OEE and pushes changes over WebSockets to the Angular dashboard, which uses RxJS streams and Apache ECharts to update charts without reloading.',
        'The system runs on a small k3s cluster in the plant’s own server room, with the collectors in the production network and the dashboard in a DMZ. Sign-in uses the company’s Active Directory, and Grafana monitors the data pipeline itself.',
      ],
      results: {
        intro:
          'The figures compare the plant’s OEE baseline at the start of the project with the values across all three lines nine months later.',
        items: [
          { value: '72%', label: 'OEE across all lines, up from 64% within nine months' },
          { value: '−18%', label: 'unplanned downtime' },
          { value: '40', label: 'machines on three lines connected in real time' },
          { value: `${figures.en.launcherWeeks} weeks`, label: 'from kick-off to the live pilot on the first line' },
        ],
      },
      timeline: {
        intro:
          'The MVP Launcher team had four people: a product manager, a product designer, a Go engineer and an Angular engineer. For the rollout, two more Go engineers joined to connect the older machines.',
        items: [
          {
            title: 'Scoping on the shop floor',
            duration: `${figures.en.launcherScopingWeeks} weeks`,
            text: 'Shifts observed on all three lines, an inventory of every machine interface, and an OEE definition and stop-reason catalogue agreed with plant management.',
          },
          {
            title: 'Pilot on the first line',
            duration: `${figures.en.launcherBuildWeeks} weeks`,
            text: `Fourteen machines connected, the live dashboard, stop-reason capture and line display, shown in a demo every two weeks and in daily use from week ${figures.en.launcherWeeks}.`,
          },
          {
            title: 'Rollout to lines two and three',
            duration: '12 weeks',
            text: 'The remaining 26 machines connected, including older ones retrofitted with sensor gateways, and shift reports introduced for the whole plant.',
          },
          {
            title: 'Improvement with the plant team',
            duration: '12 weeks',
            text: 'Weekly loss reviews with shift leaders and maintenance, supported by changeover tracking and drill-down views we added as the first improvements showed where the time went.',
          },
        ],
      },
      quote: {
        text: 'For years we argued about why the lines were losing time. Now the reason for every stop is on screen while it happens, and our weekly meeting starts with the three biggest losses instead of a debate about whose spreadsheet is right. The pilot on one line convinced our shift leaders faster than any presentation could have.',
        author: 'Plant Manager',
        role: 'Automotive supplier, Germany',
      },
    },
    de: {
      client: [
        'Unser Kunde ist ein deutscher Automobilzulieferer, der Metallkomponenten für Fahrzeughersteller bearbeitet und montiert. Im Werk laufen drei Produktionslinien mit insgesamt 40 Maschinen: CNC-Bearbeitungszentren, Pressen, Montagestationen und End-of-Line-Prüfstände verschiedener Hersteller aus zwei Jahrzehnten.',
        'Die Fahrzeughersteller erwarten jedes Jahr niedrigere Preise, also muss das Werk mit den vorhandenen Anlagen mehr produzieren. Bevor sie Investitionen in neue Kapazitäten freigab, wollte die Werkleitung wissen, wie viel Kapazität die bestehenden Linien verlieren.',
      ],
      challenge: [
        'Die OEE wurde einmal pro Woche aus Schichtberichten berechnet, die jemand in Tabellen abtippte. Stillstandsgründe notierte man am Schichtende von Hand, oft einfach als „Sonstiges“, und wenn die Zahlen besprochen wurden, wusste niemand mehr, was in der Nachtschicht am Dienstag tatsächlich passiert war. Schichtleitung, Instandhaltung und Werkleitung arbeiteten jeweils mit eigenen Zahlen.',
        'Auch die Maschinen waren uneinheitlich: Die neueren boten OPC-UA-Schnittstellen, die älteren hatten gar keine Netzwerkanbindung. Die Maschinenprogramme durften nicht verändert werden, das Produktionsnetz musste vom Büronetz getrennt bleiben, und der Kunde wollte den Nachweis an einer Linie, bevor er sich für alle drei entschied.',
      ],
      solution: {
        intro:
          'Wir haben über unseren MVP Launcher mit einem Pilotprojekt an einer Linie begonnen und das System auf alle drei Linien ausgerollt, sobald es sich bewährt hatte.',
        items: [
          {
            icon: 'layers',
            title: 'Maschinenanbindung in Go',
            text: 'Collector-Services in Go abonnieren die OPC-UA-Schnittstellen der neueren Maschinen und die MQTT-Topics nachgerüsteter Sensor-Gateways an den älteren. Sie übersetzen jedes Signal in ein einheitliches Modell aus Maschinenzustand, Taktzahl sowie Gut- und Schlechtteilen und puffern Daten lokal, falls das Netz ausfällt.',
          },
          {
            icon: 'chart',
            title: 'OEE in Echtzeit je Maschine, Linie und Schicht',
            text: 'Verfügbarkeit, Leistung und Qualität werden laufend aus Maschinenzuständen, Soll-Taktzeiten und den Ausschusszahlen der Prüfstände berechnet. Alle arbeiten mit derselben OEE-Definition, die wir beim Zuschnitt mit der Werkleitung festgelegt haben.',
          },
          {
            icon: 'clock',
            title: 'Stillstandsgründe direkt an der Maschine',
            text: 'Steht eine Maschine länger als zwei Minuten, wählt das Bedienpersonal den Grund auf einem Touchscreen aus einer kurzen, linienspezifischen Liste. Das ersetzt das Rätselraten am Schichtende und liefert der Instandhaltung eine Rangliste der größten Verluste.',
          },
          {
            icon: 'mobile',
            title: 'Liniendisplays und automatische Schichtberichte',
            text: 'Große Bildschirme an jeder Linie zeigen den Zustand aller Maschinen in Echtzeit, und der Schichtbericht entsteht automatisch – Schichtübergaben beginnen so mit denselben Fakten.',
          },
        ],
      },
      architecture: [
        'Die Go-Collectors schreiben in TimescaleDB, deren Continuous Aggregates die Rohsignale zu Minuten- und Schichtwerten verdichten. Ein eigener Go-Service berechnet die OEE und schickt Änderungen per WebSocket an das Angular-Dashboard, das mit RxJS-Streams und Apache ECharts seine Diagramme ohne Neuladen aktualisiert.',
        'Das System läuft auf einem kleinen k3s-Cluster im werkseigenen Serverraum; die Collectors arbeiten im Produktionsnetz, das Dashboard in einer DMZ. Angemeldet wird über das Active Directory des Unternehmens, und Grafana überwacht die Datenpipeline selbst.',
      ],
      results: {
        intro:
          'Die Zahlen vergleichen den OEE-Ausgangswert des Werks zu Projektbeginn mit den Werten über alle drei Linien neun Monate später.',
        items: [
          { value: '72 %', label: 'OEE über alle Linien, vorher 64 % – erreicht in neun Monaten' },
          { value: '−18 %', label: 'ungeplante Stillstandszeiten' },
          { value: '40', label: 'Maschinen an drei Linien in Echtzeit angebunden' },
          { value: `${figures.de.launcherWeeks} Wochen`, label: 'vom Kick-off bis zum Pilotbetrieb an der ersten Linie' },
        ],
      },
      timeline: {
        intro:
          'Das Team im MVP Launcher bestand aus vier Personen: einem Produktmanager, einer Produktdesignerin, einem Go-Entwickler und einer Angular-Entwicklerin. Für den Rollout kamen zwei weitere Go-Entwickler hinzu, die die älteren Maschinen anbanden.',
        items: [
          {
            title: 'Zuschnitt in der Fertigung',
            duration: `${figures.de.launcherScopingWeeks} Wochen`,
            text: 'Schichten an allen drei Linien begleitet, alle Maschinenschnittstellen erfasst sowie eine OEE-Definition und ein Katalog der Stillstandsgründe mit der Werkleitung abgestimmt.',
          },
          {
            title: 'Pilot an der ersten Linie',
            duration: `${figures.de.launcherBuildWeeks} Wochen`,
            text: `Vierzehn Maschinen angebunden, Echtzeit-Dashboard, Erfassung der Stillstandsgründe und Liniendisplay – alle zwei Wochen in einer Demo gezeigt und ab Woche ${figures.de.launcherWeeks} im täglichen Einsatz.`,
          },
          {
            title: 'Rollout auf Linie zwei und drei',
            duration: '12 Wochen',
            text: 'Die übrigen 26 Maschinen angebunden, ältere davon mit nachgerüsteten Sensor-Gateways, und automatische Schichtberichte für das ganze Werk eingeführt.',
          },
          {
            title: 'Verbesserung mit dem Werksteam',
            duration: '12 Wochen',
            text: 'Wöchentliche Verlustanalysen mit Schichtleitung und Instandhaltung, unterstützt durch Rüstzeiterfassung und Drill-down-Ansichten, die wir ergänzten, als die ersten Verbesserungen zeigten, wo die Zeit verloren ging.',
          },
        ],
      },
      quote: {
        text: 'Jahrelang haben wir darüber gestritten, warum die Linien Zeit verlieren. Heute steht der Grund für jeden Stillstand auf dem Bildschirm, während er passiert, und unsere Wochenbesprechung beginnt mit den drei größten Verlusten statt mit der Frage, wessen Tabelle stimmt. Der Pilot an einer Linie hat unsere Schichtleitungen schneller überzeugt, als es jede Präsentation gekonnt hätte.',
        author: 'Werkleiter',
        role: 'Automobilzulieferer, Deutschland',
      },
    },
  },
};
