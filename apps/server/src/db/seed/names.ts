// Common Swedish first and last names (familiar names from SCB's name statistics). Data only;
// kept as whitespace-separated text so the lists stay compact under prettier.

const words = (text: string): readonly string[] => text.trim().split(/\s+/);

export const MALE_FIRST_NAMES = words(`
  Anders Johan Karl Lars Erik Per Mikael Peter Jan Hans Thomas Daniel Fredrik Stefan Mats
  Magnus Andreas Jonas Mattias Niklas Björn Henrik Oskar Emil Gustav Viktor Axel Alexander
  Sebastian Linus Marcus Martin Patrik Joakim Ulf Göran Bengt Olof Håkan Åke Filip Simon Robin
  Tobias Kristoffer Rasmus Jesper Mohammed Ali Ahmed Nils Sven Leif Kjell Roger Christer Jörgen
  Rickard Anton Hugo
`);

export const FEMALE_FIRST_NAMES = words(`
  Anna Eva Maria Karin Sara Christina Lena Emma Kerstin Ingrid Marie Malin Jenny Annika Hanna
  Linda Susanne Johanna Elin Sofia Monica Birgitta Elisabeth Camilla Ida Julia Frida Amanda Lisa
  Matilda Therese Helena Åsa Ulrika Cecilia Louise Josefin Emelie Linnéa Ebba Maja Alice Elsa
  Wilma Agnes Klara Moa Fatima Amira Yasmin Gunilla Margareta Inger Ann-Sofie Pia Jessica
  Rebecka Tove Nora Stina
`);

export const LAST_NAMES = words(`
  Andersson Johansson Karlsson Nilsson Eriksson Larsson Olsson Persson Svensson Gustafsson
  Pettersson Jonsson Jansson Hansson Bengtsson Jönsson Lindberg Jakobsson Magnusson Olofsson
  Lindström Lindqvist Lindgren Axelsson Berg Bergström Lundberg Lind Lundgren Lundqvist Mattsson
  Berglund Fredriksson Sandberg Henriksson Forsberg Sjöberg Wallin Engström Eklund Danielsson
  Lundin Håkansson Björk Bergman Gunnarsson Holm Wikström Samuelsson Isaksson Fransson Bergqvist
  Nyström Holmberg Arvidsson Löfgren Söderberg Nyberg Blomqvist Claesson Nordström Mårtensson
  Lundström Viklund Björklund Eliasson Pålsson Berggren Sandström Lund Nordin Ström Åberg Falk
  Ekström Hermansson Holmgren Dahlberg Hellström Hedlund Sundberg Sjögren Ek Blom Abrahamsson
  Martinsson Öberg Andreasson Strömberg Månsson Åkesson Hassan Mohamed Nguyen Kovačević Yilmaz
  Virtanen Nieminen Öztürk
`);
