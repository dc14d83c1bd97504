"""limites"""
