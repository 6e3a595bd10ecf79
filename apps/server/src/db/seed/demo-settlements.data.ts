/**
 * The demo's postal codes, written by hand for this product: 472 codes of Monterrey and its
 * neighbours, Mexico City, Guadalajara and Zapopan, Puebla, Mérida and Tijuana. Not copied from
 * SEPOMEX (its catalogue may not be redistributed): codes and colony names follow the real
 * layout but are illustrative, and the real catalogue replaces them
 * (`npm run cli -- sepomex:import <file>`).
 *
 * `@ state|state code|municipality|municipality code|city` starts a municipality; each line
 * after it is `postal code colony` (type Colonia); `#` lines are comments.
 */
export const DEMO_SETTLEMENTS_TEXT = `
# Nuevo León
@ Nuevo León|19|Monterrey|039|Monterrey
64000 Monterrey Centro
64010 Centro
64040 Nuevo Repueblo
64060 Obispado
64100 María Luisa
64180 Industrial
64200 Moderna
64260 Bella Vista
64290 Valle Verde
64300 Anáhuac
64320 Niño Artillero
64340 Sarabia
64380 Regina
64400 Hidalgo
64410 Fierro
64420 Talleres
64440 Mitras Norte
64460 Mitras Centro
64480 Vista Hermosa
64500 Terminal
64520 Del Norte
64550 Treviño
64570 Venustiano Carranza
64580 Tanques de Guadalupe
64600 Cumbres
64610 Cumbres 1er Sector
64619 Cumbres Elite
64620 Leones
64630 Colinas de San Jerónimo
64640 San Jerónimo
64650 Cerradas de Cumbres
64700 Independencia
64710 Del Paseo Residencial
64720 Buenos Aires
64730 Caracol
64740 Loma Larga
64750 Altavista
64760 Lomas de San Francisco
64780 Ladrillera
64790 Valle Alto
64800 Roma
64810 Roma Sur
64820 Mederos
64830 Altamira
64840 Jardines del Tecnológico
64849 Tecnológico
64850 Revolución
64860 Contry
64870 Contry La Silla
64890 Satélite
64900 Las Brisas
64909 Valle de las Brisas
64920 Lomas de Valle Alto
64930 Paseo de las Mitras
64960 Mirador de la Silla
64980 Cortijo del Río
64988 Satélite Acueducto
@ Nuevo León|19|San Pedro Garza García|019|San Pedro Garza García
66200 San Pedro Garza García Centro
66210 Miravalle
66220 Del Valle
66230 Valle de Santa Engracia
66240 Fuentes del Valle
66250 Colonial de la Sierra
66254 Valle Oriente
66260 Residencial San Agustín
66265 Valle del Campestre
66266 Lomas del Valle
66267 Jardines de San Agustín
66268 Bosques del Valle
66269 Sierra Alta
66270 Chipinque
66278 Valle de San Ángel
66280 Olinalá
66286 Bosques de San Ángel
66290 Vista Montaña
@ Nuevo León|19|San Nicolás de los Garza|046|San Nicolás de los Garza
66400 San Nicolás de los Garza Centro
66420 Villa de San Nicolás
66450 Anáhuac
66460 Las Puentes
66470 Jardines de Anáhuac
66480 Residencial Anáhuac
66490 Nogalar
@ Nuevo León|19|Guadalupe|026|Guadalupe
67100 Guadalupe Centro
67110 Contry Sol
67130 Linda Vista
67140 La Quinta
67150 Rincón de la Sierra
67170 Valle Soleado
67180 Lomas de Guadalupe
67190 Jardines de la Pastora
# Ciudad de México
@ Ciudad de México|09|Cuauhtémoc|015|Ciudad de México
06000 Centro (Área 1)
06010 Centro (Área 2)
06020 Centro (Área 3)
06030 Centro (Área 4)
06040 Centro (Área 5)
06050 Centro (Área 6)
06060 Centro (Área 7)
06070 Centro (Área 8)
06080 Centro (Área 9)
06090 Centro
06100 Hipódromo
06140 Condesa
06170 Hipódromo Condesa
06200 Morelos
06220 Peralvillo
06240 Valle Gómez
06250 Maza
06270 Felipe Pescador
06280 Ex Hipódromo de Peralvillo
06300 Guerrero
06350 Buenavista
06400 Santa María la Ribera
06430 Atlampa
06450 Santa María Insurgentes
06470 San Rafael
06500 Cuauhtémoc
06600 Juárez
06700 Roma Norte
06720 Doctores
06760 Roma Sur
06780 Buenos Aires
06800 Obrera
06820 Tránsito
06840 Esperanza
06850 Algarín
06860 Asturias
06870 Vista Alegre
06880 Paulino Navarro
06890 Ampliación Asturias
@ Ciudad de México|09|Benito Juárez|014|Ciudad de México
03000 Piedad Narvarte
03020 Narvarte Poniente
03023 Narvarte Oriente
03100 Del Valle Centro
03103 Del Valle Norte
03104 Del Valle Sur
03200 Acacias
03230 Tlacoquemécatl
03240 Actipan
03300 Portales Norte
03303 Portales Sur
03310 Santa Cruz Atoyac
03320 Xoco
03340 General Anaya
03400 Álamos
03410 Postal
03420 Villa de Cortés
03430 Nativitas
03440 Independencia
03500 Moderna
03520 Américas Unidas
03530 Periodista
03550 Iztaccíhuatl
03570 Portales Oriente
03580 Zacahuitzco
03600 Ermita
03610 Letrán Valle
03620 Vértiz Narvarte
03630 Niños Héroes
03640 Josefa Ortiz de Domínguez
03650 San Simón Ticumac
03700 Insurgentes Mixcoac
03710 Mixcoac
03720 Insurgentes San Borja
03730 San Juan
03740 Nonoalco
03800 San Pedro de los Pinos
03810 Nápoles
03820 Ciudad de los Deportes
03840 Noche Buena
03900 San José Insurgentes
03910 Crédito Constructor
03920 Extremadura Insurgentes
03930 Merced Gómez
03940 Insurgentes Extremadura
@ Ciudad de México|09|Miguel Hidalgo|016|Ciudad de México
11000 Lomas de Chapultepec I Sección
11040 Tecamachalco
11100 Lomas de Chapultepec II Sección
11200 Lomas de Sotelo
11230 Argentina Antigua
11260 Anáhuac I Sección
11280 Popotla
11290 Tlaxpana
11300 Anáhuac II Sección
11320 Verónica Anzures
11330 Tacuba
11340 Pensil Norte
11410 Torre Blanca
11430 Legaria
11450 Deportivo Pensil
11470 Ampliación Granada
11510 Polanco I Sección
11520 Granada
11540 Polanco II Sección
11550 Polanco III Sección
11560 Polanco V Sección
11570 Chapultepec Morales
11580 Polanco IV Sección
11590 Anzures
11650 Lomas de Chapultepec III Sección
11700 Lomas de Reforma
11800 Escandón I Sección
11810 San Miguel Chapultepec I Sección
11850 Ampliación Daniel Garza
11860 Observatorio
11870 Tacubaya
11910 Lomas Virreyes
@ Ciudad de México|09|Coyoacán|003|Ciudad de México
04000 Villa Coyoacán
04010 Santa Catarina
04020 Barrio Santa Catarina
04030 El Rosedal
04040 Romero de Terreros
04100 Del Carmen
04120 Parque San Andrés
04200 Country Club
04230 Ajusco
04240 Santa Úrsula Coapa
04260 Campestre Churubusco
04280 Avante
04300 Pedregal de Santo Domingo
04310 Copilco Universidad
04360 Copilco El Bajo
04380 Los Reyes
04400 Los Robles
04410 Ciudad Jardín
04460 Los Cipreses
04480 Hacienda de Coyoacán
04500 Pedregal de Carrasco
04510 Ciudad Universitaria
04600 Educación
04650 Campestre Coyoacán
04700 Pedregal de San Francisco
04800 Prado Churubusco
04890 Villa Quietud
04909 Culhuacán CTM
@ Ciudad de México|09|Álvaro Obregón|010|Ciudad de México
01000 San Ángel
01010 Los Alpes
01020 Guadalupe Inn
01030 Axotla
01040 Florida
01050 Campestre
01060 San Ángel Inn
01070 Chimalistac
01080 Progreso Tizapán
01090 Tizapán
01100 Tacubaya
01200 Lomas de Santa Fe
01210 Santa Fe
01219 Zedec Santa Fe
01400 Merced Gómez
01450 Molino de Rosas
01460 Las Águilas
01480 Olivar del Conde
01500 Jardines del Pedregal
01710 Lomas de Tarango
@ Ciudad de México|09|Cuajimalpa de Morelos|004|Ciudad de México
05000 Cuajimalpa
05100 Lomas de Vista Hermosa
05110 Bosques de las Lomas
05120 Lomas de Bezares
05200 Manzanastitla
05348 Santa Fe Cuajimalpa
05500 Contadero
# Jalisco
@ Jalisco|14|Guadalajara|039|Guadalajara
44100 Guadalajara Centro
44130 Ladrón de Guevara
44140 Arcos Vallarta
44150 Vallarta Norte
44160 Americana
44170 Lafayette
44180 Moderna
44190 Jardines del Bosque
44200 Artesanos
44210 Santa Teresita
44220 Mezquitán Country
44230 Jesús
44240 Atemajac
44250 Alcalde Barranquitas
44260 Santa Elena Alcalde
44270 Independencia
44280 La Perla
44290 Huentitán El Alto
44300 San Juan de Dios
44340 Colonia Independencia Oriente
44360 Jardines Alcalde
44400 Blanco y Cuéllar
44420 La Aurora
44430 Oblatos
44440 San Andrés
44460 Del Fresno
44470 Quinta Velarde
44500 Jardines de la Cruz
44510 Jardines del Sur
44520 Chapultepec Country
44530 Chapalita
44540 Del Sur
44560 Fresno
44590 Polanco
44620 Providencia
44630 Circunvalación Vallarta
44640 Terranova
44650 Jardines de los Arcos
44660 Lomas del Country
44670 Providencia 4a Sección
44680 Vallarta San Jorge
44690 Monraz
44700 La Nogalera
44710 Jardines de la Paz
44720 Lomas de Polanco
44730 San Rafael
44740 Las Huertas
44760 Rancho Nuevo
44790 Lomas del Paradero
44800 Ferrocarril
44810 El Dean
44820 Las Conchas
44840 Colonia del Sur
44860 Echeverría
44890 El Sauz
44900 Zona Industrial
44910 Santa Cecilia
44940 Miravalle
44950 Jardines de San José
44970 Santa Eduwiges
@ Jalisco|14|Zapopan|120|Zapopan
45010 Jardines del Valle
45020 Virreyes
45030 Camino Real
45040 Jardines Universidad
45050 Paseos del Sol
45060 Ciudad Granja
45070 Las Águilas
45080 Santa Isabel
45100 Zapopan Centro
45110 Puerta de Hierro
45120 Villa Universitaria
45130 Parque Real
45140 Santa Margarita
45150 Lomas de Zapopan
45160 Auditorio
45170 Tepeyac
45180 Constitución
45190 Jardines de Nuevo México
45200 La Tuzanía
# Puebla
@ Puebla|21|Puebla|114|Heroica Puebla de Zaragoza
72000 Centro
72010 San Francisco
72020 La Luz
72030 Analco
72040 El Carmen
72050 Los Remedios
72060 Barrio de Santiago
72070 Barrio de San Sebastián
72080 Santa María
72090 Tlaxcalancingo
72100 Tres Cruces
72110 Amor
72120 Chulavista
72140 Anzures
72150 Azcárate
72160 La Paz
72170 Jardines de San Manuel
72180 Valle Dorado
72190 Huexotitla
72200 San Pedro
72210 Aquiles Serdán
72220 Jesús García
72230 El Alto
72240 Xonaca
72260 Santa María Xonacatepec
72270 Bosques de San Sebastián
72290 Clavijero
72300 Humboldt
72310 Belisario Domínguez
72320 Loma Bella
72330 Maravillas
72340 Resurgimiento
72350 Bugambilias
72360 Jardines de Puebla
72370 Gabriel Pastor
72400 Gabriel Pastor 1a Sección
72430 La Noria
72440 Ladrillera de Benítez
72450 San José Vista Hermosa
72460 El Cerrito
72470 San Manuel
72480 Mayorazgo
72490 Reforma Agua Azul
72540 Reforma Sur
72550 Prados Agua Azul
72560 Ciudad Universitaria
72570 Las Ánimas
72580 Los Pinos
72590 Popular Castillotla
72810 Concepción La Cruz
72830 San Andrés Cholula
# Yucatán
@ Yucatán|31|Mérida|050|Mérida
97000 Mérida Centro
97050 Jesús Carranza
97060 Paseo de Montejo
97070 García Ginerés
97100 Itzimná
97110 Buenavista
97115 Montes de Amé
97119 Montebello
97120 Pensiones
97125 Benito Juárez Norte
97127 San Antonio Cucul
97128 Vista Alegre Norte
97130 Montecristo
97133 Altabrisa
97134 Campestre
97138 Temozón Norte
97140 San Ramón Norte
97143 Gonzalo Guerrero
97144 Francisco de Montejo
97150 Chuburná de Hidalgo
97170 Jardines de Mérida
97180 México
97190 Chuminópolis
97200 San Damián
97204 Xcumpich
97205 Chuburná Inn
97210 Maya
97215 Nueva Alemán
97219 Gran Santa Fe
97220 Sodzil Norte
97229 Las Américas
97230 Residencial Pensiones
97240 Pacabtún
97246 Miguel Alemán
97249 Cordemex
97250 Yucalpetén
97260 Mulsay
97270 Serapio Rendón
97279 Bojórquez
97280 Melitón Salazar
97285 Dolores Otero
97288 Emiliano Zapata Sur
97290 Cinco Colonias
97300 Komchén
97302 Cholul
97305 Xcanatún
# Baja California
@ Baja California|02|Tijuana|004|Tijuana
22000 Zona Centro
22010 Zona Río
22020 Independencia
22030 Juárez
22040 Libertad
22044 Cacho
22045 Aviación
22046 Madero
22050 Castillo
22100 Hipódromo
22105 Chapultepec
22106 Chapultepec Alamar
22110 Cubillas
22115 Buenos Aires Norte
22120 Soler
22130 Playas de Tijuana
22140 Federal
22150 Lomas Hipódromo
22160 Las Palmas
22170 Jardines de Agua Caliente
22180 Agua Caliente
22190 Gabilondo
22200 Mesa de Otay
22204 Otay Universidad
22205 Otay Constituyentes
22206 El Lago
22210 Río Tijuana 3a Etapa
22215 Los Álamos
22220 Mariano Matamoros
22224 El Florido
22226 Villa Fontana
22230 Lomas Taurinas
22234 Sánchez Taboada
22240 Altiplano
22250 Cañón del Sainz
`;
