import LayoutSolver
print("placeholder")
