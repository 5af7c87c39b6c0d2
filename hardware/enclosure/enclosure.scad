// Boneyard's case, for a 3D printer: the default board (ESP32-WROOM-32
// DevKit, 30-pin DOIT or DevKitC, about 52 x 28 mm), the recommended panel
// (a 2.42" SSD1309 128x64 module, about 61 x 39 mm, its glass 57 x 29.5 mm),
// four 12 x 12 mm push buttons with caps and a 12 mm piezo. Two parts,
// printed face down: the shell (panel window, button holes, buzzer grille,
// USB slot) and the base (the DevKit on standoffs, four feet). All sizes
// in millimetres.
//
//   make enclosure        # STL of each part and a picture, in build/enclosure/
//
// part = "shell", "base", or "view" (the picture: the shell face up, as
// on the table, and the base beside it).
part = "view";
// battery = true: room for a 1-cell LiPo and its charger board beside the
// DevKit (hardware/README.md, "A battery"): the DevKit moved to one side,
// a tray for the cell and one for the charger, the charger's USB-C slot.
// `make enclosure BATTERY=1`.
battery = false;

wall = 2.0;              // walls and plates
gap = 0.4;               // clearance around what goes in

// The recommended panel's module [its maker's drawing: outline 61.5 x 39.5,
// viewing area 57.0 x 29.5, the glass 3 mm from the top edge].
panel = [61.5, 39.5, 4.5];     // module board with its glass
window = [57.0, 29.5];         // the viewing area, the case's opening
window_from_top = 3.0;

// The DevKit [30-pin DOIT: 51.5 x 28.5 board, micro-USB at one short end].
devkit = [51.5, 28.5, 1.6];
usb = [8.0, 3.5];              // micro-USB plug's body, width x height
cell = [35, 30, 5];            // a 503035 LiPo pouch (500 mAh: 6 hours and more)
charger = [28, 17.5, 4];       // a TP4056 USB-C charge-and-protect board
standoff_h = 5;                // under the DevKit: its pins and parts below

// The front: the panel at the top, the buttons in a row below it.
button = 12.4;                 // a 12 x 12 tactile switch, its hole
cap = 11.0;                    // the round cap standing out through the hole
pitch = 17.0;                  // button to button: a thumb finds each one
buzzer = 12.5;                 // the piezo's diameter

inner = [max(panel[0], devkit[0] + 2 * usb[1]) + 2 * gap + 8,
         panel[1] + 2 * gap + 26,          // the panel, then the buttons' row
         standoff_h + devkit[2] + 14];     // DevKit, its headers, wires, the panel
outer = [inner[0] + 2 * wall, inner[1] + 2 * wall, inner[2] + wall];

module rounded(size, r = 3) {
    // A box with rounded vertical edges: kind to hands and pockets.
    hull() for (x = [r, size[0] - r], y = [r, size[1] - r])
        translate([x, y, 0]) cylinder(r = r, h = size[2], $fn = 32);
}

// Where the DevKit lies on the base plate (y, from the plate's edge):
// centred, or with a battery at the buttons' side, the cell and the
// charger in the band left beside it.
function plate() = [inner[0] - 2 * gap, inner[1] - 2 * gap, wall];
function devkit_y() = battery ? 2 : (plate()[1] - devkit[1]) / 2;
function charger_y() = devkit_y() + devkit[1] + 2.5;

module shell() {
    // Printed face down: z = 0 is the front the players see.
    difference() {
        rounded(outer);
        translate([wall, wall, wall]) rounded([inner[0], inner[1], inner[2] + 1], 1.5);
        // The panel's window, near the top edge (y high).
        wy = outer[1] - wall - gap - window_from_top - window[1];
        translate([(outer[0] - window[0]) / 2, wy, -1]) cube([window[0], window[1], wall + 2]);
        // The buttons: up, down, ok, back, left to right, as on the screen's hints.
        for (i = [0 : 3])
            translate([outer[0] / 2 + (i - 1.5) * pitch, wall + 12, -1])
                cylinder(d = cap + 2 * gap, h = wall + 2, $fn = 48);
        // The buzzer's grille, on the side: seven holes.
        for (a = [0 : 60 : 300])
            translate([-1, outer[1] / 2 + 3 * cos(a), outer[2] / 2 + 3 * sin(a)])
                rotate([0, 90, 0]) cylinder(d = 1.6, h = wall + 2, $fn = 12);
        translate([-1, outer[1] / 2, outer[2] / 2]) rotate([0, 90, 0]) cylinder(d = 1.6, h = wall + 2, $fn = 12);
        // The USB slot, on the other side, at the DevKit's height and place.
        translate([outer[0] - wall - 1, wall + gap + devkit_y() + devkit[1] / 2 - (usb[0] + 4) / 2,
                   outer[2] - wall - standoff_h - devkit[2] - usb[1] - 1])
            cube([wall + 2, usb[0] + 4, usb[1] + 4]);
        // The charger's USB-C, on the buzzer's side, low by the base.
        if (battery)
            translate([-1, wall + gap + charger_y() + charger[1] / 2 - 6, outer[2] - wall - 2 - charger[2] - 4])
                cube([wall + 2, 12, 5]);
    }
    // The panel's ledge: two rails the module rests on behind the window.
    wy = outer[1] - wall - gap - window_from_top - window[1];
    for (x = [(outer[0] - panel[0]) / 2 - 1.5, (outer[0] + panel[0]) / 2 + 0.5])
        translate([x, wy - 4, wall]) cube([1.0, window[1] + 8, panel[2]]);
    // Ridges between the buttons: a thumb feels where one ends.
    for (i = [0 : 2])
        translate([outer[0] / 2 + (i - 1) * pitch - 0.6, wall + 4, -0.8]) cube([1.2, 16, 0.8]);
}

module base() {
    // The back plate: it closes the shell, carries the DevKit and the feet.
    plate = plate();
    rounded(plate, 1.5);
    // Four standoffs under the DevKit's corners (M2.5 screws or a press fit).
    dx = (plate[0] - devkit[0]) / 2;
    dy = devkit_y();
    for (x = [dx + 2.5, dx + devkit[0] - 2.5], y = [dy + 2.5, dy + devkit[1] - 2.5])
        translate([x, y, wall]) difference() {
            cylinder(d = 5, h = standoff_h, $fn = 24);
            cylinder(d = 2.2, h = standoff_h + 1, $fn = 16);
        }
    // The charger's tray at the buzzer's wall (its USB-C there) and the
    // cell's beside it, in the band the DevKit leaves: low fences (a strip
    // of foam tape holds each).
    if (battery) {
        translate([0.5, charger_y(), wall]) tray(charger);
        translate([plate[0] - cell[0] - 3, charger_y(), wall]) tray(cell);
    }
    // Feet: four pads with a recess for 10 mm rubber bumpers, so it stays
    // still when a button is pressed.
    for (x = [8, plate[0] - 8], y = [8, plate[1] - 8])
        translate([x, y, -1.5]) difference() {
            cylinder(d = 12, h = 1.5, $fn = 40);
            translate([0, 0, -0.01]) cylinder(d = 10.2, h = 0.8, $fn = 40);
        }
}

module tray(size) {
    difference() {
        cube([size[0] + 2.4, size[1] + 2.4, 3]);
        translate([1.2, 1.2, -1]) cube([size[0], size[1], 5]);
    }
}

if (part == "shell") shell();
if (part == "base") base();
if (part == "view") {
    translate([0, outer[1], outer[2]]) rotate([180, 0, 0]) shell();
    translate([outer[0] + 10, wall + gap, 0]) base();
}
